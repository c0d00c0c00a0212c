import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const probe = (status: string) => z.object({ status: z.literal(status) });
const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    { schema: { summary: 'Liveness: the process answers', security: [], response: { 200: probe('ok') } } },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database answers',
        security: [],
        response: { 200: probe('ready'), 503: unavailable },
      },
    },
    async (_request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (error) {
        return reply.status(503).send({ status: 'unavailable', message: (error as Error).message });
      }
    },
  );
}
