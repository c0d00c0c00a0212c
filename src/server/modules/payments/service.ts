import { DAY_MS } from '../../../domain/time';
import {
  PAYMENT_MESSAGES,
  PLANS,
  PLAN_CURRENCY,
  PLAN_IDS,
  TRIAL_DAYS,
  annualSavingPercent,
  type PlanId,
  type PlansResponse,
  type SubscriptionResponse,
  type CheckoutResult,
  SUBSCRIPTION_CHANGE_ERRORS,
} from '../../../contracts/payments';
import {
  accessEndsAt,
  checkCancel,
  checkResume,
  hasAccess,
  learnerTerms,
  type ScheduleRefusal,
} from '../../../domain/subscription-access';
import type { PaymentProvider } from '../../adapters/payments/types';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import type { SessionUser } from '../me/service';
import type { PaymentsRepository } from './repository';
import { currentSubscription, summariseSubscriptions } from './subscription-summary';

/** Stripe Checkout sessions expire after 24 hours. */
const CHECKOUT_LIFETIME_MS = DAY_MS;

/** A refused cancellation or resumption: 404 with nothing to act on, 409 when its state forbids it. */
function refusal(reason: ScheduleRefusal): HttpError {
  if (reason === 'no-subscription') {
    return new HttpError(404, SUBSCRIPTION_CHANGE_ERRORS['no-subscription'], 'no-subscription');
  }
  const code = reason === 'ended' ? 'subscription-ended' : 'not-scheduled';
  return conflict(SUBSCRIPTION_CHANGE_ERRORS[code], code);
}

/** Plans, customers, checkout and the portal (product.md#payment / createCheckoutSession). */
export function createPaymentsService(deps: {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  baseUrl: string;
}) {
  const { repo, provider, baseUrl } = deps;
  // The test-mode pages are ours: same-origin paths keep the learner on the host they use.
  const appUrl = (path: string) => (provider.name === 'test' ? path : `${baseUrl}${path}`);

  async function requireCustomer(user: SessionUser): Promise<string> {
    const row = await repo.findUser(user.id);
    if (!row) throw notFound('User not found');
    if (!row.stripeCustomerId) throw conflict(PAYMENT_MESSAGES.noCustomer, 'no-customer');
    return row.stripeCustomerId;
  }

  return {
    plans(): PlansResponse {
      return {
        plans: PLAN_IDS.map((id) => ({
          id,
          name: PLANS[id].name,
          price: PLANS[id].amountCents / 100,
          amountCents: PLANS[id].amountCents,
          currency: PLAN_CURRENCY,
          interval: PLANS[id].interval,
          priceId: provider.priceId(id),
        })),
        trialDays: TRIAL_DAYS,
        annualSavingPercent: annualSavingPercent(),
        mode: provider.name,
      };
    },

    /** Spec createCustomer: the learner's provider customer, created once. */
    async ensureCustomer(user: SessionUser): Promise<string> {
      const existing = await repo.findCustomer(user.id);
      if (existing) return existing.customerId;
      const customerId = await provider.createCustomer({ email: user.email, userId: user.id });
      return repo.saveCustomer({ userId: user.id, provider: provider.name, customerId });
    },

    /** Spec createCheckoutSession: a subscription checkout with the 7-day free trial, once per account. */
    async startCheckout(user: SessionUser, plan: PlanId, at: Date = new Date()): Promise<{ url: string }> {
      const customerId = await requireCustomer(user);
      const row = await repo.findUser(user.id);
      // A cancelled subscription still running counts: resuming it is the way back, not a second one.
      if (row && hasAccess(learnerTerms(row), at)) {
        throw conflict('You already have a subscription. Manage it from Settings.', 'already-subscribed');
      }
      const session = await provider.createCheckoutSession({
        customerId,
        userId: user.id,
        plan,
        // The free trial is for a first subscription only: cancelling and subscribing again pays.
        trialDays: (await repo.trialUsed(user.id, customerId)) ? 0 : TRIAL_DAYS,
        successUrl: `${baseUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${baseUrl}/payment`,
      });
      await repo.insertCheckoutSession({
        id: session.id,
        userId: user.id,
        customerId,
        plan,
        priceId: provider.priceId(plan),
        provider: provider.name,
      });
      return { url: session.url };
    },

    /** The state of one of this learner's checkouts, for the success page. */
    async checkoutResult(user: SessionUser, id: string, at: Date = new Date()): Promise<CheckoutResult> {
      const row = await repo.findCheckoutSession(id, user.id);
      if (!row) return { status: 'unknown', trialDays: 0 };
      if (row.status !== 'complete') {
        const expired = at.getTime() - row.createdAt.getTime() > CHECKOUT_LIFETIME_MS;
        return { status: expired ? 'expired' : 'open', trialDays: 0 };
      }
      const subscription = (await repo.subscriptionsOf(user.id)).find(
        (sub) => sub.customerId === row.customerId,
      );
      return { status: 'complete', trialDays: subscription?.trialEnd ? TRIAL_DAYS : 0 };
    },

    /** Manage Subscription: the provider's billing portal (the app's /billing page in test mode). */
    async portal(user: SessionUser): Promise<{ url: string }> {
      const customerId = await requireCustomer(user);
      return provider.createPortalSession({ customerId, returnUrl: appUrl('/settings') });
    },

    /**
     * Cancel (`cancel` true) or resume (false) the current subscription. Cancelling never ends
     * access early: the provider keeps the subscription to the end of its trial or period and
     * does not renew it; resuming before then undoes that. The provider's answer is recorded at
     * once; its webhook event follows and converges on the same state.
     */
    async setCancelAtPeriodEnd(user: SessionUser, cancel: boolean, at: Date = new Date()) {
      const best = currentSubscription(await repo.subscriptionsOf(user.id));
      const check = cancel ? checkCancel(best, at) : checkResume(best, at);
      if (!check.ok) throw refusal(check.reason);
      // Cancelling twice leaves the end where it was, without asking the provider again.
      if (best && best.cancelAtPeriodEnd !== cancel) {
        const updated = await provider.setCancelAtPeriodEnd(best.id, cancel);
        if (!updated) throw refusal('no-subscription');
        await repo.recordSubscription(user.id, updated, summariseSubscriptions, at);
      }
      return this.current(user);
    },

    /** The subscription the user document reflects, for the billing page and settings. */
    async current(user: SessionUser): Promise<SubscriptionResponse> {
      const best = currentSubscription(await repo.subscriptionsOf(user.id));
      return {
        mode: provider.name,
        subscription: best
          ? {
              id: best.id,
              status: best.status,
              plan: (best.plan as PlanId | null) ?? null,
              trialEndsAt: best.trialEnd?.toISOString() ?? null,
              currentPeriodEnd: best.currentPeriodEnd?.toISOString() ?? null,
              cancelAtPeriodEnd: best.cancelAtPeriodEnd,
              accessEndsAt: accessEndsAt(best)?.toISOString() ?? null,
            }
          : null,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
