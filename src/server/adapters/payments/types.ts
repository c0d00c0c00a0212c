import type { PlanId } from '../../../contracts/payments';

/** A subscription as the provider reports it now (the source of truth for its status). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's status: trialing, active, past_due, canceled, unpaid, incomplete… */
  status: string;
  plan: PlanId | null;
  /** Our user id, from the metadata we set at checkout; null when the provider has none. */
  userId: string | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

/** A verified webhook event, reduced to what the app reads from it. */
export interface ProviderEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  plan: PlanId;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** Raised when a webhook's signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The card-payment provider (product.md#payment / createCheckoutSession). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Spec createCustomer: {email, userId} -> customerId. */
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  /** The provider's price id for a plan (product.md#payment). */
  priceId(plan: PlanId): string;
  /** Spec createCheckoutSession: a subscription checkout with a free trial -> the page to send the learner to. */
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The page where the learner manages or cancels the subscription. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription's current state, or null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Sets whether the subscription ends with its current trial or period (true: it does not renew,
   * access runs to that end) or renews as usual (false: a resumption). Returns the subscription
   * as it now stands, or null when the provider does not know it.
   */
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription | null>;
  /** Ends a subscription now, with no further charge (account deletion). Unknown ids are ignored. */
  cancelSubscription(id: string): Promise<void>;
  /** Verifies the signature on the exact bytes received (300-second tolerance) and parses the event. */
  verifyEvent(rawBody: Buffer, signature: string | undefined, now?: Date): ProviderEvent;
}
