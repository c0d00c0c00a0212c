import type { FastifyInstance } from 'fastify';

/** One registered route: enough for the tests that walk every route (401s, fuzzing, schemas). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The status codes the route declares a response schema for. */
  responseCodes: string[];
  /** The request parts the route declares a schema for (`body`, `querystring`, `params`). */
  requestParts: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}

/** Records every route as it is added (Fastify has no other way to list them). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const responseCodes = Object.keys((schema.response as object | undefined) ?? {});
    const requestParts = ['body', 'querystring', 'params'].filter((part) => schema[part] !== undefined);
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, responseCodes, requestParts });
  });
}
