import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseSizeResponseSchema,
  lessonDetailSchema,
  lessonListQuerySchema,
  lessonListResponseSchema,
  lessonProgressRequestSchema,
  lessonProgressResponseSchema,
  lessonStatsSchema,
} from '../../../contracts/lessons';
import { requireUser } from '../../auth/session';
import type { LessonsService } from './service';

// Any text: an id that names no lesson is the service's 404.
const lessonParams = z.object({ id: z.string() });

export function registerLessonsRoutes(scope: FastifyInstance, lessons: LessonsService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '',
    {
      schema: {
        summary: 'Lessons with unlock state and stats',
        querystring: lessonListQuerySchema,
        response: { 200: lessonListResponseSchema },
      },
    },
    async (request) => lessons.list(requireUser(request).id, request.query.level),
  );

  api.get(
    '/stats',
    { schema: { summary: 'Lesson statistics', response: { 200: lessonStatsSchema } } },
    async (request) => lessons.stats(requireUser(request).id),
  );

  api.get(
    '/course',
    {
      schema: {
        summary: 'The size of the course and the claim it bears out',
        response: { 200: courseSizeResponseSchema },
      },
    },
    async (request) => {
      requireUser(request);
      return lessons.courseSize();
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        summary: 'One lesson with vocabulary and topics',
        params: lessonParams,
        response: { 200: lessonDetailSchema },
      },
    },
    async (request) => lessons.get(requireUser(request).id, request.params.id),
  );

  api.post(
    '/:id/progress',
    {
      schema: {
        summary: 'Ends a lesson conversation: scores what the server recorded, completes the lesson when met',
        'x-refusals': [409],
        params: lessonParams,
        body: lessonProgressRequestSchema,
        response: { 200: lessonProgressResponseSchema },
      },
    },
    async (request) => lessons.finish(requireUser(request).id, request.params.id, request.body.attemptId),
  );
}
