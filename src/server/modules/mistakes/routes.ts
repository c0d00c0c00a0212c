import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mistakesResponseSchema } from '../../../contracts/mistakes';
import { requireUser } from '../../auth/session';
import type { MistakeService } from './service';

/** `GET /api/mistakes`: the learner's common mistakes by kind, with trend, examples and notes. */
export function registerMistakeRoutes(scope: FastifyInstance, mistakes: MistakeService): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      schema: {
        summary: "The learner's most common kinds of mistake in the last four weeks",
        response: { 200: mistakesResponseSchema },
      },
    },
    async (request) => mistakes.summary(requireUser(request).id, new Date()),
  );
}
