import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveConversationRequestSchema,
  saveConversationResponseSchema,
} from '../../../contracts/conversations';
import { requireUser } from '../../auth/session';
import type { ConversationService } from './service';

/** `POST /api/conversations`: save a finished conversation; extraction runs server-side. */
export function registerConversationRoutes(scope: FastifyInstance, conversations: ConversationService): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '',
    {
      schema: {
        summary: 'Saves a conversation; extraction runs server-side',
        body: saveConversationRequestSchema,
        response: { 201: saveConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await conversations.save(requireUser(request).id, request.body, new Date());
      return reply.status(201).send(result);
    },
  );
}
