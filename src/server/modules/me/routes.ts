import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityRequestSchema,
  activityResponseSchema,
  patchMeSchema,
  sessionResponseSchema,
  setupRequestSchema,
  setupResponseSchema,
  userDocumentSchema,
} from '../../../contracts/user';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { loadSession } from '../../auth/session-scope';
import type { MeService } from './service';
import { toUserDocument } from './to-document';

/** `GET /api/session`: public, so a visitor is answered 200 `{ user: null }` rather than a 401 the browser logs. */
export function registerSessionRoute(app: FastifyInstance, auth: Auth, me: MeService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session',
    {
      schema: {
        summary: "The signed-in learner's user document, or null for a visitor (200 either way)",
        security: [],
        response: { 200: sessionResponseSchema },
      },
      onRequest: loadSession(auth),
    },
    async (request) => ({
      user: request.sessionUser ? toUserDocument(await me.get(request.sessionUser)) : null,
    }),
  );
}

/** The user document itself (product.md#account): read, edit, set up after sign-in, streak. */
export function registerMeRoutes(scope: FastifyInstance, me: MeService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const document = { 200: userDocumentSchema };

  api.get(
    '',
    { schema: { summary: 'The user document (product.md#account)', response: document } },
    async (request) => toUserDocument(await me.get(requireUser(request))),
  );

  api.patch(
    '',
    { schema: { summary: 'Updates display name or time zone', body: patchMeSchema, response: document } },
    async (request) => toUserDocument(await me.patch(requireUser(request), request.body)),
  );

  api.post(
    '/setup',
    {
      schema: {
        summary: 'After sign-in: creates or repairs the document, ensures a payment customer, routes',
        body: setupRequestSchema,
        response: { 200: setupResponseSchema },
      },
    },
    async (request) => {
      const { row, next } = await me.setup(requireUser(request), request.body, new Date());
      return { user: toUserDocument(row), next };
    },
  );

  api.post(
    '/activity',
    {
      schema: {
        summary: 'The streak as it stands (a visit is not practice: it never moves it); keeps the time zone',
        body: activityRequestSchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => {
      const row = await me.activity(requireUser(request), request.body.timeZone, new Date());
      return {
        learningStreak: row.learningStreak ?? 0,
        lastActiveDate: row.lastActiveDate?.toISOString() ?? null,
      };
    },
  );
}
