import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationStatusSchema,
  okResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  testReminderResultSchema,
  unsubscribeQuerySchema,
} from '../../../contracts/notifications';
import { requireUser } from '../../auth/session';
import type { PushEndpointPolicy } from '../../adapters/push/push-endpoint-policy';
import { badRequest, conflict } from '../../lib/http-errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { NotificationsRepository } from './repository';
import type { NotificationsService } from './service';
import { unsubscribePage } from './unsubscribe-page';

/** The learner's own notification endpoints: status, a test reminder, this device's push subscription. */
export function registerNotificationRoutes(
  scope: FastifyInstance,
  deps: {
    service: NotificationsService;
    repo: NotificationsRepository;
    /** Which push endpoints may be stored (and so called by the server). */
    pushPolicy: PushEndpointPolicy;
    /** Test reminders per learner: each is an email and a POST per device. */
    testSends: RateLimiter;
  },
): void {
  const { service, repo, pushPolicy, testSends } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/status',
    {
      schema: {
        summary: 'Notification channels and when the next daily reminder is due',
        response: { 200: notificationStatusSchema },
      },
    },
    async (request) => service.status(requireUser(request).id, new Date()),
  );

  api.post(
    '/test',
    {
      schema: {
        summary:
          'Sends a test reminder now by email and to every push device (a few an hour); `push` counts the devices it went to',
        'x-refusals': [429],
        response: { 200: testReminderResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await testSends(`test-reminder:${user.id}`);
      return service.sendTest(user.id, new Date());
    },
  );

  api.post(
    '/push-subscription',
    {
      schema: {
        summary: "Stores this device's Web Push subscription",
        'x-refusals': [409],
        body: pushSubscriptionSchema,
        response: { 201: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const refusal = pushPolicy.refusal(endpoint);
      if (refusal) throw badRequest(refusal, 'bad-push-endpoint');
      const saved = await repo.savePushSubscription(requireUser(request).id, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      if (!saved) {
        throw conflict(
          'This browser already gets the reminders of another account. Turn them off there first.',
          'push-endpoint-taken',
        );
      }
      return reply.status(201).send({ ok: true });
    },
  );

  api.delete(
    '/push-subscription',
    {
      schema: {
        summary: "Removes this device's Web Push subscription",
        body: pushUnsubscribeSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await repo.deletePushSubscription(request.body.endpoint, requireUser(request).id);
      return { ok: true as const };
    },
  );
}

const page = {
  description: 'A page saying what was turned off',
  content: { 'text/html': { schema: z.string() } },
};

/**
 * The unsubscribe link from an email. No session: the signed token in the link is the proof.
 * GET for the click, POST for RFC 8058 one-click (List-Unsubscribe-Post).
 */
export function registerUnsubscribeRoutes(
  app: FastifyInstance,
  deps: { service: NotificationsService; settingsUrl: string },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { security: [], querystring: unsubscribeQuerySchema, response: { 200: page, 400: page } };
  const answer = async (token: string, reply: FastifyReply) => {
    const result = await deps.service.unsubscribe(token);
    return reply
      .status(result ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(result, deps.settingsUrl));
  };
  api.get(
    '/unsubscribe',
    { schema: { ...schema, summary: 'One-click unsubscribe link from an email (signed token, HTML page)' } },
    async (request, reply) => answer(request.query.token, reply),
  );
  api.post(
    '/unsubscribe',
    { schema: { ...schema, summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)' } },
    async (request, reply) => answer(request.query.token, reply),
  );
}
