import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createVocabularySchema,
  patchVocabularySchema,
  reviewRequestSchema,
  vocabularyListQuerySchema,
} from '../../../contracts/vocabulary';
import { VOCABULARY_NOT_FOUND } from '../../../domain/error-messages';
import { requireUser } from '../../auth/session';
import { notFound } from '../../lib/http-errors';
import { parseWith } from '../../lib/validate';
import type { VocabularyService } from './service';

const idParam = z.object({ id: z.uuid() });

/** A malformed id cannot name a card: same answer as a missing one, so nothing leaks. */
function wordId(params: unknown): string {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw notFound(VOCABULARY_NOT_FOUND);
  return parsed.data.id;
}

export function registerVocabularyRoutes(app: FastifyInstance, vocabulary: VocabularyService): void {
  app.get('/api/vocabulary', async (request) => {
    const query = parseWith(vocabularyListQuerySchema, request.query, 'query');
    return vocabulary.list(requireUser(request).id, query);
  });

  app.get('/api/vocabulary/due', async (request) => vocabulary.due(requireUser(request).id, new Date()));

  app.post('/api/vocabulary', async (request, reply) => {
    const user = requireUser(request);
    const input = parseWith(createVocabularySchema, request.body);
    return reply.status(201).send(await vocabulary.create(user.id, input, new Date()));
  });

  app.post('/api/vocabulary/:id/review', async (request) => {
    const user = requireUser(request);
    const id = wordId(request.params);
    const input = parseWith(reviewRequestSchema, request.body);
    return vocabulary.review(user.id, id, input, new Date());
  });

  app.patch('/api/vocabulary/:id', async (request) => {
    const user = requireUser(request);
    const id = wordId(request.params);
    const input = parseWith(patchVocabularySchema, request.body);
    return vocabulary.patch(user.id, id, input, new Date());
  });

  app.delete('/api/vocabulary/:id', async (request, reply) => {
    const user = requireUser(request);
    await vocabulary.remove(user.id, wordId(request.params), new Date());
    return reply.status(204).send();
  });
}
