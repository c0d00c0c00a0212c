import { z } from 'zod';

/** What we document about one route: a summary and the zod contracts it speaks. */
export interface RouteDoc {
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** Routes outside the session requirement (auth flows, the payment webhook). */
  public?: boolean;
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** Fastify's `:id` and `*` become OpenAPI path templates. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/**
 * OpenAPI 3.1 document of the HTTP surface: every registered /api route, with the request and
 * response schemas generated from the same zod contracts the server validates with.
 */
export function buildOpenApiDocument(
  routes: readonly { method: string; url: string }[],
  docs: Readonly<Record<string, RouteDoc>>,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') && !['/healthz', '/readyz'].includes(route.url)) continue;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const doc = docs[`${route.method} ${route.url}`];
    const path = openApiPath(route.url);
    const parameters = [...route.url.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      summary: doc?.summary ?? `${route.method} ${route.url}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc?.public || !route.url.startsWith('/api/') ? { security: [] } : {}),
      responses: {
        '200': {
          description: 'Success',
          ...(doc?.response ? { content: { 'application/json': { schema: toJson(doc.response) } } } : {}),
        },
        '400': { description: 'Invalid request: the message names the field' },
        '401': { description: 'No session' },
      },
    };
    if (doc?.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJson(doc.body) } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charla API',
      version: '1.0.0',
      description: 'The HTTP surface of Charla (ARCHITECTURE.md §5).',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'charla.session_token' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
