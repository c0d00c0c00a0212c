import { describe, expect, it } from 'vitest';
import { normalizeStatus, summariseSubscriptions, type SubscriptionFacts } from './subscription-summary';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const row = (patch: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  status: 'trialing',
  customerId: 'cus_1',
  trialEnd: day(28),
  currentPeriodEnd: day(28),
  cancelAtPeriodEnd: false,
  updatedAt: day(21),
  ...patch,
});

describe('subscription summary on the user document', () => {
  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', 'none'],
  ])('maps the provider status %s to %s', (provider, ours) => {
    expect(normalizeStatus(provider)).toBe(ours);
  });

  it('is none with no subscription', () => {
    expect(summariseSubscriptions([])).toEqual({
      subscriptionStatus: 'none',
      trialEndsAt: null,
      subscriptionEndsAt: null,
      subscriptionCancelAtPeriodEnd: false,
    });
  });

  it('keeps a new 7-day trial over an older canceled subscription, in either order', () => {
    const old = row({
      status: 'canceled',
      customerId: 'cus_old',
      currentPeriodEnd: day(10),
      updatedAt: day(22),
    });
    const trial = row({
      status: 'trialing',
      trialEnd: day(28),
      currentPeriodEnd: day(28),
      updatedAt: day(21),
    });
    for (const rows of [
      [old, trial],
      [trial, old],
    ]) {
      expect(summariseSubscriptions(rows)).toEqual({
        subscriptionStatus: 'trialing',
        trialEndsAt: day(28),
        subscriptionEndsAt: day(28),
        subscriptionCancelAtPeriodEnd: false,
        stripeCustomerId: 'cus_1',
      });
    }
  });

  it('carries a cancellation at the period end, and drops it once the subscription has ended', () => {
    const cancelled = row({ cancelAtPeriodEnd: true });
    expect(summariseSubscriptions([cancelled])).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionEndsAt: day(28),
      subscriptionCancelAtPeriodEnd: true,
    });
    expect(summariseSubscriptions([{ ...cancelled, status: 'canceled' }])).toMatchObject({
      subscriptionStatus: 'canceled',
      subscriptionCancelAtPeriodEnd: false,
    });
  });

  it('prefers a failing payment over a canceled subscription', () => {
    const summary = summariseSubscriptions([row({ status: 'canceled' }), row({ status: 'past_due' })]);
    expect(summary.subscriptionStatus).toBe('past_due');
  });
});
