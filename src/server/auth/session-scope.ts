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
  const load = loadSession(auth);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      await load(request);
      if (!request.sessionUser) throw unauthorized();
    });
    await plugin(scope);
  });
}
