import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  PLANS,
  PLAN_CURRENCY,
  TRIAL_DAYS,
  type CardPayment,
  type CheckoutSessionView,
  type PlanId,
} from '../../../contracts/payments';
import type { Database } from '../../db/client';
import { checkoutSessions, subscriptions } from '../../db/schema';
import type { TestModeProvider } from '../../adapters/payments/test-mode-provider';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import type { SessionUser } from '../me/service';
import {
  lockLearnerSubscriptions,
  toSnapshot,
  type CheckoutSessionRow,
  type PaymentsRepository,
} from './repository';
import { LIVE_STATUSES } from './subscription-summary';
import { checkTestCard } from './test-cards';
import { nextPeriodEnd } from './test-mode-renewal';
import { checkoutCompletedEvent, subscriptionEvent } from './test-mode-events';
import type { DeliverEvent } from './test-mode-delivery';
import { DAY_MS } from '../../../domain/time';

/** Stripe Checkout sessions expire after 24 hours. */
const SESSION_LIFETIME_MS = DAY_MS;
const SUCCESS_PATH = (id: string) => `/payment/success?session_id=${id}`;
const CANCEL_PATH = '/payment';
// Ids follow from the session id, so a retried payment re-sends the same events (applied once).
const suffix = (sessionId: string) => sessionId.replace(/^cs_test_/, '');

/**
 * The built-in test-mode checkout, playing Stripe's part: it shows the session, takes Stripe's
 * test cards, creates the trialing subscription in its ledger (our subscriptions table) and
 * posts signed events to the app's own webhook, exactly the path Stripe would use.
 */
export function createTestModeCheckout(deps: {
  db: Database;
  repo: PaymentsRepository;
  provider: TestModeProvider;
  deliver: DeliverEvent;
  now?: () => Date;
}) {
  const { db, repo, provider } = deps;
  const now = deps.now ?? (() => new Date());

  function status(row: CheckoutSessionRow, at: Date): CheckoutSessionView['status'] {
    if (row.status === 'complete') return 'complete';
    return at.getTime() - row.createdAt.getTime() > SESSION_LIFETIME_MS ? 'expired' : 'open';
  }

  /** The trial this checkout gives: none when the learner or the customer already had one. */
  async function trialDaysFor(row: CheckoutSessionRow): Promise<number> {
    return (await repo.trialUsed(row.userId, row.customerId)) ? 0 : TRIAL_DAYS;
  }

  async function findSession(user: SessionUser, id: string): Promise<CheckoutSessionRow> {
    const row = await repo.findCheckoutSession(id, user.id);
    if (!row || row.provider !== 'test') throw notFound('This checkout session does not exist.');
    return row;
  }

  async function sendCompletion(row: CheckoutSessionRow, at: Date): Promise<void> {
    const subscriptionId = `sub_test_${suffix(row.id)}`;
    const sub = await repo.findSubscription(subscriptionId);
    if (!sub) throw new Error(`test-mode subscription ${subscriptionId} is missing`);
    const snapshot = toSnapshot(sub);
    const session = {
      id: row.id,
      customerId: row.customerId,
      userId: row.userId,
      plan: row.plan as PlanId,
      subscriptionId,
    };
    const urls = { successUrl: SUCCESS_PATH(row.id), cancelUrl: CANCEL_PATH };
    await deps.deliver(
      provider,
      checkoutCompletedEvent(`evt_test_${suffix(row.id)}_completed`, session, urls, at),
    );
    const created = subscriptionEvent(
      `evt_test_${suffix(row.id)}_created`,
      'customer.subscription.created',
      snapshot,
      row.priceId,
      row.completedAt ?? at,
      at,
    );
    await deps.deliver(provider, created);
  }

  return {
    async view(user: SessionUser, id: string): Promise<CheckoutSessionView> {
      const row = await findSession(user, id);
      const plan = PLANS[row.plan as PlanId];
      const at = now();
      const trialDays =
        row.status === 'complete'
          ? (await repo.findSubscription(`sub_test_${suffix(row.id)}`))?.trialEnd
            ? TRIAL_DAYS
            : 0
          : await trialDaysFor(row);
      return {
        id: row.id,
        plan: plan.id,
        planName: plan.name,
        price: plan.amountCents / 100,
        currency: PLAN_CURRENCY,
        interval: plan.interval,
        trialDays,
        trialEndsAt: new Date(at.getTime() + trialDays * DAY_MS).toISOString(),
        email: user.email,
        status: status(row, at),
        successUrl: SUCCESS_PATH(row.id),
        cancelUrl: CANCEL_PATH,
      };
    },

    /** Takes the card; on success starts the 7-day trial and returns where to go next. */
    async pay(user: SessionUser, id: string, card: CardPayment): Promise<{ url: string }> {
      const row = await findSession(user, id);
      const at = now();
      const state = status(row, at);
      if (state === 'expired') {
        throw new HttpError(
          410,
          'This checkout session has expired. Please start again from the payment page.',
          'expired',
        );
      }
      if (state === 'open') {
        const check = checkTestCard(card, at);
        if (!check.ok) throw new HttpError(check.status, check.message, check.code, { field: check.field });
        const subscriptionId = `sub_test_${suffix(row.id)}`;
        // One subscription per account. Checked in the payment's own transaction under a lock
        // per learner: two checkouts paid at once each saw "none yet" and both subscribed.
        const paid = await db.transaction(async (tx) => {
          await lockLearnerSubscriptions(tx, row.userId);
          const live = await tx
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.userId, row.userId),
                inArray(subscriptions.status, [...LIVE_STATUSES]),
                ne(subscriptions.id, subscriptionId),
              ),
            )
            .limit(1);
          if (live.length > 0) return false;
          const trialDays = (await repo.trialUsed(row.userId, row.customerId, tx)) ? 0 : TRIAL_DAYS;
          const trialEnd = trialDays > 0 ? new Date(at.getTime() + trialDays * DAY_MS) : null;
          if (trialEnd) await repo.claimTrial(row.userId, tx);
          // Without a trial the card is charged now, for the first whole period.
          const periodEnd = trialEnd ?? nextPeriodEnd(at, PLANS[row.plan as PlanId].interval, at);
          await tx
            .insert(subscriptions)
            .values({
              id: subscriptionId,
              userId: row.userId,
              customerId: row.customerId,
              status: trialEnd ? 'trialing' : 'active',
              plan: row.plan,
              trialEnd,
              currentPeriodEnd: periodEnd,
              updatedAt: at,
            })
            .onConflictDoNothing({ target: subscriptions.id });
          await tx
            .update(checkoutSessions)
            .set({ status: 'complete', completedAt: at })
            .where(eq(checkoutSessions.id, row.id));
          return true;
        });
        if (!paid) {
          throw conflict(
            'You already have a subscription, so this checkout was not charged. Manage it from Settings.',
            'already-subscribed',
          );
        }
      }
      // Also for a session already complete: the learner retries after a failed confirmation.
      await sendCompletion({ ...row, completedAt: row.completedAt ?? at }, at);
      return { url: SUCCESS_PATH(row.id) };
    },
  };
}

export type TestModeCheckout = ReturnType<typeof createTestModeCheckout>;
