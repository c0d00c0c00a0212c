import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing requests: a browser always sends
 * Origin on them, and it must be one of ours. Requests without Origin come from non-browser
 * clients, which cannot carry the learner's cookies by accident.
 */
export function createOriginCheck(trustedOrigins: readonly string[], exemptPaths: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return (request: FastifyRequest): void => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (exemptPaths.some((prefix) => path.startsWith(prefix))) return;
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
