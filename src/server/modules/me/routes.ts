import type { FastifyInstance } from 'fastify';
import { activityRequestSchema, patchMeSchema, setupRequestSchema } from '../../../contracts/user';
import { parseWith } from '../../lib/validate';
import { requireUser } from '../../auth/session';
import type { MeService } from './service';
import { toUserDocument } from './to-document';

export function registerMeRoutes(app: FastifyInstance, me: MeService): void {
  // Public: a visitor is answered 200 `{ user: null }` rather than a 401 the browser logs as an error.
  app.get('/api/session', async (request) => ({
    user: request.sessionUser ? toUserDocument(await me.get(request.sessionUser)) : null,
  }));

  app.get('/api/me', async (request) => toUserDocument(await me.get(requireUser(request))));

  app.patch('/api/me', async (request) => {
    const patch = parseWith(patchMeSchema, request.body);
    return toUserDocument(await me.patch(requireUser(request), patch));
  });

  app.post('/api/me/setup', async (request) => {
    const input = parseWith(setupRequestSchema, request.body);
    const { row, next } = await me.setup(requireUser(request), input, new Date());
    return { user: toUserDocument(row), next };
  });

  app.post('/api/me/activity', async (request) => {
    const input = parseWith(activityRequestSchema, request.body);
    const row = await me.activity(requireUser(request), input.timeZone, new Date());
    return {
      learningStreak: row.learningStreak ?? 0,
      lastActiveDate: row.lastActiveDate?.toISOString() ?? null,
    };
  });
}
