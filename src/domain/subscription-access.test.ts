import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  checkCancel,
  checkResume,
  hasAccess,
  learnerTerms,
  paidThrough,
  statusAt,
  type SubscriptionTerms,
} from './subscription-access';
import { TRIAL_DAYS } from './plans';

const at = (iso: string) => new Date(iso);
// A 7-day trial started on 20 November 2026 at 10:00 UTC ends on 27 November at 10:00.
const trialStart = at('2026-11-20T10:00:00Z');
const trialEnd = new Date(trialStart.getTime() + TRIAL_DAYS * 86_400_000);
const trial: SubscriptionTerms = {
  status: 'trialing',
  trialEnd,
  currentPeriodEnd: trialEnd,
  cancelAtPeriodEnd: false,
};
const cancelledTrial: SubscriptionTerms = { ...trial, cancelAtPeriodEnd: true };
// A monthly plan paid on 27 November, for the period up to 27 December.
const paid: SubscriptionTerms = {
  status: 'active',
  trialEnd,
  currentPeriodEnd: at('2026-12-27T10:00:00Z'),
  cancelAtPeriodEnd: false,
};

describe('access after cancelling at the end of the period', () => {
  it('the trial is the 7 days it promised', () => {
    expect(trialEnd.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('cancelled on day 2 of the trial: access until the trial ends, none from then on', () => {
    const dayTwo = at('2026-11-21T15:00:00Z');
    expect(checkCancel(trial, dayTwo)).toEqual({ ok: true, endsAt: trialEnd });
    expect(accessEndsAt(cancelledTrial)).toEqual(trialEnd);
    expect(hasAccess(cancelledTrial, dayTwo)).toBe(true);
    expect(hasAccess(cancelledTrial, at('2026-11-27T09:59:59Z'))).toBe(true);
    expect(hasAccess(cancelledTrial, at('2026-11-27T10:00:00Z'))).toBe(false);
    expect(hasAccess(cancelledTrial, at('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('a trial nobody cancelled renews: no end of access foreseen', () => {
    expect(accessEndsAt(trial)).toBeNull();
    expect(hasAccess(trial, at('2026-11-28T00:00:00Z'))).toBe(true);
  });

  it('a paid plan cancelled mid-month runs to the end of the month paid for, not the old trial end', () => {
    const cancelled = { ...paid, cancelAtPeriodEnd: true };
    expect(checkCancel(paid, at('2026-12-05T08:00:00Z'))).toEqual({
      ok: true,
      endsAt: at('2026-12-27T10:00:00Z'),
    });
    expect(paidThrough(cancelled)).toEqual(at('2026-12-27T10:00:00Z'));
    expect(hasAccess(cancelled, at('2026-12-26T23:00:00Z'))).toBe(true);
    expect(hasAccess(cancelled, at('2026-12-27T10:00:01Z'))).toBe(false);
  });

  it('a trialing subscription without a trial date falls back to the period end', () => {
    const terms = { ...cancelledTrial, trialEnd: null };
    expect(accessEndsAt(terms)).toEqual(trialEnd);
  });

  it('reads the same rules from the user document, with dates as ISO strings', () => {
    const fields = {
      subscriptionStatus: 'trialing',
      trialEndsAt: '2026-11-27T10:00:00.000Z',
      subscriptionEndsAt: '2026-11-27T10:00:00.000Z',
      subscriptionCancelAtPeriodEnd: true,
    };
    expect(statusAt(learnerTerms(fields), at('2026-11-22T00:00:00Z'))).toBe('trialing');
    expect(statusAt(learnerTerms(fields), at('2026-11-27T10:00:00Z'))).toBe('canceled');
    const renewing = { ...fields, subscriptionCancelAtPeriodEnd: false };
    expect(statusAt(learnerTerms(renewing), at('2026-11-27T10:00:00Z'))).toBe('trialing');
  });

  it('an ended or failing subscription gives no access, whatever its dates', () => {
    const now = at('2026-11-21T00:00:00Z');
    expect(hasAccess({ ...trial, status: 'canceled' }, now)).toBe(false);
    expect(hasAccess({ ...paid, status: 'past_due' }, now)).toBe(false);
    expect(accessEndsAt({ ...cancelledTrial, status: 'canceled' })).toBeNull();
  });
});

describe('when cancelling and resuming are allowed', () => {
  const dayTwo = at('2026-11-21T15:00:00Z');
  const afterEnd = at('2026-11-27T10:00:00Z');

  it('resuming before the end clears the cancellation', () => {
    expect(checkResume(cancelledTrial, dayTwo)).toEqual({ ok: true, endsAt: null });
  });

  it('resuming needs a cancellation to undo', () => {
    expect(checkResume(trial, dayTwo)).toEqual({ ok: false, reason: 'not-scheduled' });
  });

  it('resuming or cancelling after the end is refused: the subscription is over', () => {
    expect(checkResume(cancelledTrial, afterEnd)).toEqual({ ok: false, reason: 'ended' });
    expect(checkCancel(trial, afterEnd)).toEqual({ ok: false, reason: 'ended' });
  });

  it('cancelling twice keeps the same end', () => {
    expect(checkCancel(cancelledTrial, dayTwo)).toEqual({ ok: true, endsAt: trialEnd });
  });

  it('nothing to cancel or resume without a subscription; an ended one says so', () => {
    expect(checkCancel(undefined, dayTwo)).toEqual({ ok: false, reason: 'no-subscription' });
    expect(checkResume(undefined, dayTwo)).toEqual({ ok: false, reason: 'no-subscription' });
    expect(checkCancel({ ...trial, status: 'incomplete' }, dayTwo)).toEqual({
      ok: false,
      reason: 'no-subscription',
    });
    expect(checkResume({ ...cancelledTrial, status: 'canceled' }, dayTwo)).toEqual({
      ok: false,
      reason: 'ended',
    });
    expect(checkCancel({ ...trial, status: 'canceled' }, dayTwo)).toEqual({ ok: false, reason: 'ended' });
    expect(checkResume({ ...cancelledTrial, status: 'incomplete' }, dayTwo)).toEqual({
      ok: false,
      reason: 'no-subscription',
    });
  });

  it('a trial keeps the days it promised even when the provider names a later period end', () => {
    const laterPeriod = { ...cancelledTrial, currentPeriodEnd: at('2026-12-27T10:00:00Z') };
    expect(checkCancel(laterPeriod, dayTwo)).toEqual({ ok: true, endsAt: trialEnd });
    expect(hasAccess(laterPeriod, afterEnd)).toBe(false);
  });

  it('a plan with no known end can be cancelled, and has not ended', () => {
    const open = { ...paid, currentPeriodEnd: null };
    expect(checkCancel(open, afterEnd)).toEqual({ ok: true, endsAt: null });
    expect(checkResume({ ...open, cancelAtPeriodEnd: true }, afterEnd)).toEqual({ ok: true, endsAt: null });
  });
});
