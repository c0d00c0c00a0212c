import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors';
import type { Auth } from './auth';
import { deferSession, loadSessionUser, type DeferredSession } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own statement checks the session (`liveSessionSql`), so the hook checks only
     * the cookie's signature and leaves `request.deferredSession` (one statement).
     */
    sessionInStatement?: boolean;
  }
  interface FastifyRequest {
    deferredSession: DeferredSession | null;
  }
}

/** Looks the session up once per request; a visitor stays `null` (public routes that greet or limit). */
export function loadSession(auth: Auth) {
  return async (request: FastifyRequest): Promise<void> => {
    request.sessionUser = await loadSessionUser(auth, request);
  };
}

/** The hook of a protected route: 401 before validation or the handler run. */
export function requireSession(auth: Auth) {
  const load = loadSession(auth);
  return async (request: FastifyRequest): Promise<void> => {
    if (request.routeOptions.config.sessionInStatement) {
      const deferred = await deferSession(auth, request);
      if (deferred === null) throw unauthorized();
      if (deferred) {
        request.deferredSession = deferred;
        return;
      }
    }
    await load(request);
    if (!request.sessionUser) throw unauthorized();
  };
}

/**
 * A request whose session its statement was to check failed before that statement ran (a bad
 * body, a malformed id): a session that is gone still answers 401 first, as on every other
 * protected route, so nothing is said about the request to whoever holds a dead cookie.
 */
async function sessionFirst(error: FastifyError, request: FastifyRequest): Promise<never> {
  const deferred = request.deferredSession;
  const clientError = (error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500;
  if (deferred && !deferred.settled && clientError && !(await deferred.user())) throw unauthorized();
  throw error;
}

/**
 * Registers `plugin` inside an encapsulated scope whose every route needs a session: the hook
 * answers 401 before validation or the handler run. Public routes are registered outside it, so
 * being public is where a route is registered, not an entry in a list of prefixes.
 */
export async function withSession(
  app: FastifyInstance,
  auth: Auth,
  plugin: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireSession(auth));
    scope.setErrorHandler(sessionFirst);
    await plugin(scope);
  });
}
