import { isSubscribed } from './account/sign-in-routing';

/**
 * A subscription as the access rules need it: the provider's status, the trial's end, the end of
 * the current period, and whether it was cancelled to end with that period rather than renew.
 */
export interface SubscriptionTerms {
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Statuses in which a subscription can still be cancelled or resumed (it runs, or may yet be paid). */
const RUNNING = new Set(['trialing', 'active', 'past_due']);
/** Provider statuses of a subscription that has ended for good. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * The end of the time already granted: the trial's end while in the trial (the learner was
 * promised those days), otherwise the end of the period that was paid for.
 */
export function paidThrough(terms: SubscriptionTerms): Date | null {
  if (terms.status === 'trialing') return terms.trialEnd ?? terms.currentPeriodEnd;
  return terms.currentPeriodEnd;
}

/** When access ends for a cancelled subscription that runs to its period's end; null while it renews. */
export function accessEndsAt(terms: SubscriptionTerms): Date | null {
  if (!terms.cancelAtPeriodEnd || !RUNNING.has(terms.status)) return null;
  return paidThrough(terms);
}

/**
 * The status as of `now`: a cancelled trial or plan is over from the instant its time runs out,
 * even before the provider's "ended" notice arrives (it may come late, or, in test mode, only
 * when the learner next looks).
 */
export function statusAt(terms: SubscriptionTerms, now: Date): string {
  const end = accessEndsAt(terms);
  return end !== null && now.getTime() >= end.getTime() ? 'canceled' : terms.status;
}

/** Whether the learner has the subscription's access at `now` (trial or paid, not yet over). */
export function hasAccess(terms: SubscriptionTerms, now: Date): boolean {
  return isSubscribed(statusAt(terms, now));
}

/** The subscription fields of the user document (dates as stored, or as ISO strings in the API). */
export interface LearnerSubscriptionFields {
  subscriptionStatus: string;
  trialEndsAt: Date | string | null;
  subscriptionEndsAt: Date | string | null;
  subscriptionCancelAtPeriodEnd: boolean;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The user document's summary of the current subscription, as terms for the rules above. */
export function learnerTerms(fields: LearnerSubscriptionFields): SubscriptionTerms {
  return {
    status: fields.subscriptionStatus,
    trialEnd: asDate(fields.trialEndsAt),
    currentPeriodEnd: asDate(fields.subscriptionEndsAt),
    cancelAtPeriodEnd: fields.subscriptionCancelAtPeriodEnd,
  };
}

/** Why a cancellation or a resumption cannot happen now. */
export type ScheduleRefusal = 'no-subscription' | 'ended' | 'not-scheduled';

/** The answer of `checkCancel` / `checkResume`: go ahead (access runs until `endsAt`), or why not. */
export type ScheduleCheck = { ok: true; endsAt: Date | null } | { ok: false; reason: ScheduleRefusal };

/** Whether the time granted is over at `now` (a subscription with no known end has not ended). */
function ended(terms: SubscriptionTerms, now: Date): boolean {
  const end = paidThrough(terms);
  return end !== null && now.getTime() >= end.getTime();
}

/**
 * Cancelling schedules the end for the end of the time granted; it never takes days away. A
 * subscription already set to end stays as it is (cancelling twice is not an error).
 */
export function checkCancel(terms: SubscriptionTerms | undefined, now: Date): ScheduleCheck {
  if (!terms) return { ok: false, reason: 'no-subscription' };
  if (!RUNNING.has(terms.status))
    return { ok: false, reason: ENDED.has(terms.status) ? 'ended' : 'no-subscription' };
  if (ended(terms, now)) return { ok: false, reason: 'ended' };
  return { ok: true, endsAt: paidThrough(terms) };
}

/** Resuming undoes a scheduled cancellation, and only before the subscription has ended. */
export function checkResume(terms: SubscriptionTerms | undefined, now: Date): ScheduleCheck {
  if (!terms) return { ok: false, reason: 'no-subscription' };
  if (!RUNNING.has(terms.status))
    return { ok: false, reason: ENDED.has(terms.status) ? 'ended' : 'no-subscription' };
  if (!terms.cancelAtPeriodEnd) return { ok: false, reason: 'not-scheduled' };
  if (ended(terms, now)) return { ok: false, reason: 'ended' };
  return { ok: true, endsAt: null };
}
