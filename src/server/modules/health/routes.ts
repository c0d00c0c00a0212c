import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', message: (error as Error).message });
    }
  });
}
