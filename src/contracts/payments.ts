import { z } from 'zod';

export {
  PLAN_IDS,
  PLANS,
  PLAN_CURRENCY,
  TRIAL_DAYS,
  annualSavingPercent,
  type PlanId,
} from '../domain/plans';
import { PLAN_IDS } from '../domain/plans';

/** product.md#errors-payment catalogue. */
export const PAYMENT_MESSAGES = {
  loginRequired: 'Please log in to subscribe',
  noCustomer: 'No payment customer ID found. Please log out and log back in, then try again.',
  noCheckoutUrl: 'No checkout URL received from server',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
} as const;

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  priceId: z.string(),
});

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  trialDays: z.number().int(),
  annualSavingPercent: z.number().int(),
  /** 'test' when the built-in test-mode checkout takes the payment, 'stripe' otherwise. */
  mode: z.enum(['stripe', 'test']),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutSessionRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: "Choose the 'monthly' or 'annual' plan." }),
});
export const urlResponseSchema = z.object({ url: z.string() });
export const customerResponseSchema = z.object({ customerId: z.string() });

/** Subscription statuses of the user document (product.md#payment plus the provider's past_due and canceled). */
export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionViewSchema = z.object({
  id: z.string(),
  status: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled: it does not renew, and access runs until this instant (the trial's or period's end). */
  cancelAtPeriodEnd: z.boolean(),
  /** When access ends for a cancelled subscription; null while it renews or once it has ended. */
  accessEndsAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const subscriptionResponseSchema = z
  .object({
    subscription: subscriptionViewSchema.nullable(),
    mode: z.enum(['stripe', 'test']),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Cancel and resume act on the learner's current subscription: they take no options. */
export const subscriptionChangeRequestSchema = z.strictObject(
  {},
  { error: () => 'Cancelling or resuming takes no options: send an empty JSON object.' },
);

/** Why a cancellation or resumption was refused (the web shows each in the learner's language). */
export const SUBSCRIPTION_CHANGE_ERRORS = {
  'no-subscription': 'You have no subscription to cancel or resume.',
  'subscription-ended': 'Your subscription has already ended. Choose a plan to subscribe again.',
  'not-scheduled': 'Your subscription is not set to end, so there is nothing to resume.',
} as const;

// The built-in test-mode checkout page (docs/architecture.md#external-services): Stripe's test cards, Stripe's wording.

export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  trialDays: z.number().int(),
  /** When the trial would end if the learner paid now. */
  trialEndsAt: z.string(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

/**
 * What /payment/success may say: only a checkout of this learner that the
 * provider reported complete confirms a payment; anything else gets the neutral message.
 */
export const checkoutResultSchema = z.object({
  status: z.enum(['complete', 'open', 'expired', 'unknown']),
  /** The free-trial days the completed checkout started (0: paid now, no trial). */
  trialDays: z.number().int(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const cardPaymentSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Please enter your card number.')
    .max(32, 'Your card number is incorrect.'),
  expMonth: z.coerce
    .number({ message: "Your card's expiration month is invalid." })
    .int("Your card's expiration month is invalid.")
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce
    .number({ message: "Your card's expiration year is invalid." })
    .int("Your card's expiration year is invalid.")
    .min(0, "Your card's expiration year is invalid.")
    .max(2200, "Your card's expiration year is invalid."),
  cvc: z
    .string()
    .trim()
    .min(1, "Please enter your card's security code.")
    .max(8, "Your card's security code is invalid."),
  name: z
    .string()
    .trim()
    .min(1, 'Please enter the name on your card.')
    .max(120, 'The name on the card is too long.'),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** Stripe's decline and validation codes the checkout page can show in the learner's language. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'live_card_in_test_mode',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** Stripe's own messages for each code (English; the web shows its translation when it has one). */
export const CARD_MESSAGES: Readonly<Record<CardErrorCode, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: "Your card's expiration date is in the past.",
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
  live_card_in_test_mode:
    'Your card was declined. This checkout is in test mode: use a test card such as 4242 4242 4242 4242.',
};

export const payResponseSchema = z.object({ url: z.string() });

/** What the webhook answers the provider: received (and whether it was a repeat). */
export const webhookAckSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});
