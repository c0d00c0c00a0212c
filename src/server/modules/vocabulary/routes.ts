import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCorrectionCardSchema,
  createVocabularySchema,
  dueVocabularyResponseSchema,
  patchVocabularySchema,
  reviewRequestSchema,
  vocabularyItemSchema,
  vocabularyListQuerySchema,
  vocabularyListResponseSchema,
} from '../../../contracts/vocabulary';
import { VOCABULARY_NOT_FOUND } from '../../../domain/error-messages';
import { requireUser } from '../../auth/session';
import { notFound } from '../../lib/http-errors';
import { onInvalid } from '../../lib/validate';
import type { VocabularyService } from './service';

/** A malformed id cannot name a card: same answer as a missing one, so nothing leaks. */
const wordParams = onInvalid(z.object({ id: z.uuid() }), () => notFound(VOCABULARY_NOT_FOUND));
const item = { 200: vocabularyItemSchema };

export function registerVocabularyRoutes(scope: FastifyInstance, vocabulary: VocabularyService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '',
    {
      schema: {
        summary: "The learner's words: search, status and category filters, sort, keyset paging (cursor)",
        querystring: vocabularyListQuerySchema,
        response: { 200: vocabularyListResponseSchema },
      },
    },
    async (request) => vocabulary.list(requireUser(request).id, request.query),
  );

  api.get(
    '/due',
    {
      schema: {
        summary: 'Up to 25 due cards, oldest due first',
        response: { 200: dueVocabularyResponseSchema },
      },
    },
    async (request) => vocabulary.due(requireUser(request).id, new Date()),
  );

  api.post(
    '',
    {
      schema: {
        summary: 'Adds a word',
        'x-refusals': [409],
        body: createVocabularySchema,
        response: { 201: vocabularyItemSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await vocabulary.create(user.id, request.body, new Date()));
    },
  );

  api.post(
    '/corrections',
    {
      schema: {
        summary: "Keeps one of the tutor's corrections as a card (409 when that sentence is already one)",
        'x-refusals': [409],
        body: createCorrectionCardSchema,
        response: { 201: vocabularyItemSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await vocabulary.createCorrection(user.id, request.body, new Date()));
    },
  );

  api.post(
    '/:id/review',
    {
      // The review statement checks the session itself (one statement in all).
      config: { sessionInStatement: true },
      schema: {
        summary: 'Applies a rating (idempotent by reviewId)',
        'x-refusals': [409],
        params: wordParams,
        body: reviewRequestSchema,
        response: item,
      },
    },
    async (request) =>
      vocabulary.review(
        request.deferredSession ?? requireUser(request).id,
        request.params.id,
        request.body,
        new Date(),
      ),
  );

  api.patch(
    '/:id',
    {
      schema: {
        summary: "Edits a word's translation, definition, context or category",
        params: wordParams,
        body: patchVocabularySchema,
        response: item,
      },
    },
    async (request) => vocabulary.patch(requireUser(request).id, request.params.id, request.body, new Date()),
  );

  api.delete(
    '/:id',
    {
      schema: {
        summary: 'Deletes a word (204)',
        params: wordParams,
        response: { 204: z.undefined().describe('Deleted; no body') },
      },
    },
    async (request, reply) => {
      await vocabulary.remove(requireUser(request).id, request.params.id, new Date());
      return reply.status(204).send();
    },
  );
}
