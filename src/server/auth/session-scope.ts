import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors';
import type { Auth } from './auth';
import { loadSessionUser } from './session';

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
    await load(request);
    if (!request.sessionUser) throw unauthorized();
  };
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
    await plugin(scope);
  });
}
