import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serverConfigSchema } from '../../../contracts/account';

/** What the sign-in screen needs to know about this server before anyone signs in. */
export function registerConfigRoutes(app: FastifyInstance, config: { googleEnabled: boolean }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        summary: 'What the sign-in screen needs (is Google sign-in on)',
        security: [],
        response: { 200: serverConfigSchema },
      },
    },
    async () => ({ googleSignIn: config.googleEnabled }),
  );
}
