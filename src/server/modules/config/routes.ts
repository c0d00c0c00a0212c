import type { FastifyInstance } from 'fastify';

/** What the sign-in screen needs to know about this server before anyone signs in. */
export function registerConfigRoutes(app: FastifyInstance, config: { googleEnabled: boolean }): void {
  app.get('/api/config', async () => ({ googleSignIn: config.googleEnabled }));
}
