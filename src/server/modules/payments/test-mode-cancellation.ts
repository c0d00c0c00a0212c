import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TRIAL_DAYS, type PlanId } from '../../../contracts/payments';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { ProviderSubscription } from '../../adapters/payments/types';
import type { TestModeProvider } from '../../adapters/payments/test-mode-provider';
import { DAY_MS } from '../../../domain/time';
import { toSnapshot, type SubscriptionRow } from './repository';
import { subscriptionEvent } from './test-mode-events';
import type { DeliverEvent } from './test-mode-delivery';

/** When a ledger subscription started: its trial's start, or (no trial) when it was last written. */
const startedAt = (sub: SubscriptionRow): Date =>
  sub.trialEnd ? new Date(sub.trialEnd.getTime() - TRIAL_DAYS * DAY_MS) : sub.updatedAt;

/** Stripe's `customer.subscription.*` event for a ledger row as it now stands. */
export function ledgerEvent(
  provider: TestModeProvider,
  eventId: string,
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  sub: SubscriptionRow,
  snapshot: ProviderSubscription,
  now: Date,
) {
  const priceId = provider.priceId((sub.plan as PlanId | null) ?? 'monthly');
  return subscriptionEvent(eventId, type, snapshot, priceId, startedAt(sub), now);
}

/**
 * Stripe's `cancel_at_period_end` played by the test-mode provider on its ledger (our
 * subscriptions table): the row keeps running to the end of its trial or period, and
 * `customer.subscription.updated` goes to the webhook as Stripe would send it. The caller records
 * the returned state itself, so an event that cannot be delivered now is only logged.
 */
export function createTestModeCancellation(deps: {
  db: Database;
  provider: TestModeProvider;
  deliver: DeliverEvent;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());
  return async function setCancelAtPeriodEnd(
    id: string,
    cancelAtPeriodEnd: boolean,
  ): Promise<ProviderSubscription | null> {
    const at = now();
    const [row] = await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd, updatedAt: at })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) return null;
    const snapshot = toSnapshot(row);
    // Each change is an event of its own: cancelling, resuming and cancelling again are three.
    const eventId = `evt_test_${id.replace(/^sub_test_/, '')}_schedule_${randomBytes(6).toString('hex')}`;
    const event = ledgerEvent(provider, eventId, 'customer.subscription.updated', row, snapshot, at);
    await deps.deliver(provider, event).catch((error: unknown) => {
      deps.log.warn({ err: error, subscription: id }, 'test-mode cancellation event not delivered');
    });
    return snapshot;
  };
}
