import { PLANS, type PlanId } from '../../../contracts/payments';
import { isTestModeProvider } from '../../adapters/payments/test-mode-provider';
import { createRateLimiter } from '../../lib/rate-limit';
import { withSession } from '../../auth/session-scope';
import { createJobQueue } from '../../jobs/queue';
import type { Scheduler } from '../../jobs/scheduler';
import type { ServerModule } from '../context';
import { createEventDelivery } from '../payments/test-mode-delivery';
import { createTestModeRenewal } from '../payments/test-mode-renewal';
import { createNotificationsRepository } from './repository';
import { createNotificationsService, type NotificationsService } from './service';
import { registerNotificationRoutes, registerUnsubscribeRoutes } from './routes';
import { createUnsubscribeTokens } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler and notification service, for main.ts and the tests. */
    notifications: { scheduler: Scheduler; service: NotificationsService };
  }
}

/** Test reminders a learner may send themselves per hour (each is an email and a push per device). */
const TEST_REMINDERS_PER_HOUR = 5;

/** Reminders and notifications: scheduler, email + Web Push, unsubscribe, push subscriptions. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  prefix: '/api/notifications',
  async register(plugin, ctx, app) {
    const repo = createNotificationsRepository(ctx.db);
    const queue = createJobQueue(ctx.db);
    const { sender: push, policy: pushPolicy } = ctx.push;
    const tokens = createUnsubscribeTokens(ctx.secret);
    const service = createNotificationsService({
      repo,
      queue,
      mailer: ctx.mailer,
      push,
      tokens,
      baseUrl: ctx.baseUrl,
      log: ctx.log,
    });
    const planners = [...service.planners];
    const handlers = { ...service.handlers };
    const provider = ctx.payments;
    if (isTestModeProvider(provider)) {
      // The test-mode trial end as a job: at the end of a trial or period the subscription renews
      // without waiting for the learner to look at it.
      const renewDue = createTestModeRenewal({
        db: ctx.db,
        provider,
        deliver: createEventDelivery(`${ctx.baseUrl}/api/payments/webhook`, ctx.log),
      });
      planners.push(async (now) => {
        for (const sub of await repo.periodsEnded(now))
          await queue.enqueue({
            kind: 'test-mode-period-end',
            key: `billing:period-end:${sub.id}:${sub.end?.toISOString()}`,
            payload: { userId: sub.userId, subscriptionId: sub.id, wasTrial: sub.status === 'trialing' },
            runAt: now,
          });
      });
      handlers['test-mode-period-end'] = async (job, now) => {
        // The renewal is written before its webhook event is delivered; a failed delivery is logged
        // there, and retrying would find nothing due, so the receipt still goes out.
        await renewDue(String(job.payload.userId), now).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'test-mode renewal event not delivered'),
        );
        const sub = await repo.subscription(String(job.payload.subscriptionId));
        const plan = sub?.plan ? PLANS[sub.plan as PlanId] : undefined;
        // The trial became a paid period: send the receipt (once: the job key names the period).
        if (job.payload.wasTrial && sub?.status === 'active' && plan && sub.currentPeriodEnd)
          await service.sendReceipt(sub.userId, {
            plan: plan.name,
            amountCents: plan.amountCents,
            periodEnd: sub.currentPeriodEnd,
          });
      };
    }
    ctx.scheduler.register({ planners, handlers });
    app.decorate('notifications', { scheduler: ctx.scheduler, service });

    registerUnsubscribeRoutes(plugin, { service, settingsUrl: `${ctx.baseUrl}/settings` });
    const testSends = createRateLimiter(ctx.db, {
      limit: TEST_REMINDERS_PER_HOUR,
      windowMs: 3_600_000,
      message: `You can send yourself ${TEST_REMINDERS_PER_HOUR} test reminders an hour. Please try again later.`,
    });
    await withSession(plugin, ctx.auth, (scope) =>
      registerNotificationRoutes(scope, { service, repo, pushPolicy, testSends }),
    );
  },
};
