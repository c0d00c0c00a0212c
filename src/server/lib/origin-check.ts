import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing requests: a browser always sends
 * Origin on them, and it must be one of ours. Requests without Origin come from non-browser
 * clients, which cannot carry the learner's cookies by accident.
 *
 * It runs on every state-changing request, whatever its URL, and exempts by the route Fastify
 * matched (`exemptRoutes`, route patterns), never by the URL as sent: `/%61pi/…` is routed to
 * `/api/…`, so a check on the raw URL's spelling let a cross-site page change state.
 */
export function createOriginCheck(trustedOrigins: readonly string[], exemptRoutes: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  const exempt = new Set(exemptRoutes);
  return (request: FastifyRequest): void => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exempt.has(route)) return;
    const origin = request.headers.origin;
    if (origin === undefined || trusted.has(origin)) return;
    throw new HttpError(403, 'This request came from another site and was refused.', 'bad-origin');
  };
}

/** Our public origin plus its loopback twins (localhost vs 127.0.0.1), for local use. */
export function trustedOriginsFor(publicUrl: string, extra: readonly string[] = []): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin, ...extra]);
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
    origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`);
    origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}
