import type { SubscriptionStatus } from '../../../contracts/payments';

/** The subscription fields of the user document (product.md#account). */
export interface UserSubscriptionFields {
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** End of the current trial or paid period (the date the subscription ends if it is not renewed). */
  subscriptionEndsAt: Date | null;
  /** Cancelled to end at `subscriptionEndsAt` rather than renew. */
  subscriptionCancelAtPeriodEnd: boolean;
  stripeCustomerId?: string;
}

export interface SubscriptionFacts {
  status: string;
  customerId: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  updatedAt: Date;
}

/** Statuses of a subscription that still runs (or may still charge): one per learner at most. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;

/** Whether a provider status is one of the live ones. */
export const isLive = (status: string): boolean => (LIVE_STATUSES as readonly string[]).includes(status);

/** The provider's many statuses -> the five the user document knows. */
export function normalizeStatus(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return providerStatus;
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'none';
  }
}

const RANK: Record<SubscriptionStatus, number> = {
  active: 3,
  trialing: 3,
  past_due: 2,
  canceled: 1,
  none: 0,
};
const time = (date: Date | null) => date?.getTime() ?? 0;

/**
 * What the user document says when a learner has several subscriptions (an old canceled one and
 * a new trial): a live one wins over a failing one, which wins over a canceled one; among equals
 * the one that runs longest, then the most recently updated. Order of events never matters.
 */
export function currentSubscription<T extends SubscriptionFacts>(rows: readonly T[]): T | undefined {
  return [...rows].sort(
    (a, b) =>
      RANK[normalizeStatus(b.status)] - RANK[normalizeStatus(a.status)] ||
      time(b.currentPeriodEnd) - time(a.currentPeriodEnd) ||
      b.updatedAt.getTime() - a.updatedAt.getTime(),
  )[0];
}

/** The user document's subscription fields, from the current subscription (see above). */
export function summariseSubscriptions(rows: readonly SubscriptionFacts[]): UserSubscriptionFields {
  const best = currentSubscription(rows);
  if (!best) {
    return {
      subscriptionStatus: 'none',
      trialEndsAt: null,
      subscriptionEndsAt: null,
      subscriptionCancelAtPeriodEnd: false,
    };
  }
  const status = normalizeStatus(best.status);
  return {
    subscriptionStatus: status,
    trialEndsAt: best.trialEnd,
    subscriptionEndsAt: best.currentPeriodEnd,
    // An ended subscription has nothing left to cancel.
    subscriptionCancelAtPeriodEnd: status !== 'canceled' && best.cancelAtPeriodEnd,
    stripeCustomerId: best.customerId,
  };
}
