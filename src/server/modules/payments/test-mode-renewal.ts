import { and, eq, inArray, lte } from 'drizzle-orm';
import { PLANS, type PlanId } from '../../../contracts/payments';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { TestModeProvider } from '../../adapters/payments/test-mode-provider';
import { toSnapshot } from './repository';
import type { DeliverEvent } from './test-mode-delivery';
import { ledgerEvent } from './test-mode-cancellation';

/** `date` plus whole months, kept on the same day or the month's last day (Jan 31 + 1 month = Feb 28). */
function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The end of the billing period that contains `now`, counting whole periods from `from` as Stripe does. */
export function nextPeriodEnd(from: Date, interval: 'month' | 'year', now: Date): Date {
  const step = interval === 'month' ? 1 : 12;
  let periods = 1;
  while (addMonths(from, periods * step).getTime() <= now.getTime()) periods += 1;
  return addMonths(from, periods * step);
}

/**
 * What Stripe does at the end of a trial or period, played lazily by the test-mode provider
 * (it has no clock of its own): the test card is charged, the subscription becomes active for
 * the next period, and `customer.subscription.updated` goes to the webhook. A subscription
 * cancelled at the period end is not charged: it ends at that instant, and
 * `customer.subscription.deleted` goes instead. Runs when the learner looks at their subscription
 * (and from the scheduler's job); the event id names the period, so it applies once.
 */
export function createTestModeRenewal(deps: {
  db: Database;
  provider: TestModeProvider;
  deliver: DeliverEvent;
}) {
  const { db, provider } = deps;
  return async function renewDue(userId: string, now: Date = new Date()): Promise<void> {
    const due = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['trialing', 'active']),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      );
    for (const sub of due) {
      if (!sub.currentPeriodEnd || !sub.plan) continue;
      const tag = sub.id.replace(/^sub_test_/, '');
      if (sub.cancelAtPeriodEnd) {
        // Ended when its time ran out, not when someone next looked.
        const endedAt = sub.currentPeriodEnd;
        await db
          .update(subscriptions)
          .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now })
          .where(eq(subscriptions.id, sub.id));
        const ended = toSnapshot({ ...sub, status: 'canceled', cancelAtPeriodEnd: false }, endedAt);
        const event = ledgerEvent(
          provider,
          `evt_test_${tag}_ended`,
          'customer.subscription.deleted',
          sub,
          ended,
          now,
        );
        await deps.deliver(provider, event);
        continue;
      }
      const plan = PLANS[sub.plan as PlanId];
      const periodEnd = nextPeriodEnd(sub.currentPeriodEnd, plan.interval, now);
      await db
        .update(subscriptions)
        .set({ status: 'active', currentPeriodEnd: periodEnd, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      const renewed = toSnapshot({ ...sub, status: 'active', currentPeriodEnd: periodEnd });
      const eventId = `evt_test_${tag}_renewed_${Math.floor(periodEnd.getTime() / 1000)}`;
      const event = ledgerEvent(provider, eventId, 'customer.subscription.updated', sub, renewed, now);
      await deps.deliver(provider, event);
    }
  };
}

export type TestModeRenewal = ReturnType<typeof createTestModeRenewal>;
