import type Stripe from 'stripe';
import type { PlanId } from '../../../contracts/payments';
import { PLAN_IDS } from '../../../contracts/payments';
import { verifyStripeSignature } from './signing';
import type { PaymentProvider, ProviderSubscription } from './types';
import { lazySdk } from '../lazy-sdk';

const stripeSdk = lazySdk<typeof Stripe>('stripe');

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Readonly<Record<PlanId, string>>;
  /** Another Stripe-compatible API origin (tests point this at a fake Stripe on loopback). */
  apiUrl?: string;
}

const date = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe subscription object -> the provider-neutral snapshot (plan from metadata, else from the price). */
export function fromStripeSubscription(
  subscription: Stripe.Subscription,
  prices: Readonly<Record<PlanId, string>>,
): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const metadataPlan = subscription.metadata?.plan;
  const plan =
    PLAN_IDS.find((candidate) => candidate === metadataPlan) ??
    PLAN_IDS.find((candidate) => item?.price?.id === prices[candidate]) ??
    null;
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: subscription.status,
    plan,
    userId: subscription.metadata?.userId ?? null,
    trialEnd: date(subscription.trial_end),
    // Since API version 2025-03-31 the period lives on the subscription items.
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: date(subscription.ended_at),
  };
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Production adapter: Stripe Customers, Checkout (subscription mode, free trial) and the Billing Portal. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const Sdk = stripeSdk();
  const stripe = new Sdk(options.secretKey, clientOptions(options.apiUrl));
  return {
    name: 'stripe',
    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        // One customer per user even when two tabs sign in at once.
        { idempotencyKey: `charla-customer-${userId}` },
      );
      return customer.id;
    },
    priceId(plan) {
      return options.prices[plan];
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: options.prices[input.plan], quantity: 1 }],
        subscription_data: {
          // Omitted when the trial was used: Stripe then charges the first period at once.
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          metadata: { userId: input.userId, plan: input.plan },
        },
        metadata: { userId: input.userId, plan: input.plan },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { id: session.id, url: session.url };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    async retrieveSubscription(id) {
      try {
        return fromStripeSubscription(await stripe.subscriptions.retrieve(id), options.prices);
      } catch (error) {
        if (error instanceof Sdk.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return null;
        }
        throw error;
      }
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      try {
        // An update, not a deletion: Stripe keeps the subscription running to the period's end
        // and then deletes it (customer.subscription.deleted), or renews it once resumed.
        const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd });
        return fromStripeSubscription(updated, options.prices);
      } catch (error) {
        if (error instanceof Sdk.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return null;
        }
        throw error;
      }
    },
    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (error instanceof Sdk.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return;
        throw error;
      }
    },
    verifyEvent(rawBody, signature, now) {
      return verifyStripeSignature(rawBody, signature, options.webhookSecret, now);
    },
  };
}
