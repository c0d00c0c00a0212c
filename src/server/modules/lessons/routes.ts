import type { FastifyInstance } from 'fastify';
import { lessonListQuerySchema, lessonProgressRequestSchema } from '../../../contracts/lessons';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import type { LessonsService } from './service';

export function registerLessonsRoutes(app: FastifyInstance, lessons: LessonsService): void {
  app.get('/api/lessons', async (request) => {
    const query = parseWith(lessonListQuerySchema, request.query, 'query');
    return lessons.list(requireUser(request).id, query.level);
  });

  app.get('/api/lessons/stats', async (request) => lessons.stats(requireUser(request).id));

  app.get<{ Params: { id: string } }>('/api/lessons/:id', async (request) =>
    lessons.get(requireUser(request).id, request.params.id),
  );

  app.post<{ Params: { id: string } }>('/api/lessons/:id/progress', async (request) => {
    const user = requireUser(request);
    const input = parseWith(lessonProgressRequestSchema, request.body);
    return lessons.complete(user.id, request.params.id, input, new Date());
  });
}
