import type Stripe from 'stripe';
import { lazySdk } from '../../adapters/lazy-sdk';
import { PLANS, PLAN_CURRENCY, type PlanId } from '../../../contracts/payments';
import type { ProviderSubscription } from '../../adapters/payments/types';

const stripeSdk = lazySdk<typeof Stripe>('stripe');

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** A Stripe event envelope (docs.stripe.com/api/events/object), as the test-mode checkout sends it. */
function envelope(id: string, type: string, object: Record<string, unknown>, now: Date) {
  return {
    id,
    object: 'event',
    api_version: stripeSdk().API_VERSION,
    created: unix(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A Stripe subscription object for a snapshot of the test-mode ledger. */
export function stripeSubscriptionObject(sub: ProviderSubscription, priceId: string, createdAt: Date) {
  const plan = sub.plan ? PLANS[sub.plan] : null;
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    livemode: false,
    created: unix(createdAt),
    metadata: { userId: sub.userId ?? '', plan: sub.plan ?? '' },
    trial_start: sub.trialEnd ? unix(createdAt) : null,
    trial_end: unix(sub.trialEnd),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: unix(sub.endedAt),
    ended_at: unix(sub.endedAt),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.replace(/^sub_/, '')}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: unix(createdAt),
          current_period_end: unix(sub.currentPeriodEnd),
          price: plan
            ? {
                id: priceId,
                object: 'price',
                currency: PLAN_CURRENCY,
                unit_amount: plan.amountCents,
                recurring: { interval: plan.interval, interval_count: 1 },
              }
            : null,
        },
      ],
    },
  };
}

/** `customer.subscription.created|updated|deleted` for a ledger snapshot. */
export function subscriptionEvent(
  eventId: string,
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  sub: ProviderSubscription,
  priceId: string,
  createdAt: Date,
  now: Date,
) {
  return envelope(eventId, type, stripeSubscriptionObject(sub, priceId, createdAt), now);
}

/** `checkout.session.completed` for a subscription-mode session with a free trial. */
export function checkoutCompletedEvent(
  eventId: string,
  session: { id: string; customerId: string; userId: string; plan: PlanId; subscriptionId: string },
  urls: { successUrl: string; cancelUrl: string },
  now: Date,
) {
  return envelope(
    eventId,
    'checkout.session.completed',
    {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      // A trial is not charged today: Stripe reports no payment required.
      payment_status: 'no_payment_required',
      amount_total: 0,
      currency: PLAN_CURRENCY,
      customer: session.customerId,
      client_reference_id: session.userId,
      subscription: session.subscriptionId,
      metadata: { userId: session.userId, plan: session.plan },
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      livemode: false,
    },
    now,
  );
}
