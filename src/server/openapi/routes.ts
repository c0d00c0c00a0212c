import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './build';
import { ROUTE_DOCS } from './route-docs';

/** `GET /api/openapi.json`, built once from the registered routes and the zod contracts. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', async () => {
    document ??= buildOpenApiDocument(app.routeList, ROUTE_DOCS);
    return document;
  });
}
