/**
 * Limits that protect accounts and inboxes: failed sign-ins per account, and emails
 * per account and per recipient. Pure numbers and rules; storage is the server's.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Failed sign-ins are counted twice: per account and client (the address the request came
 * from), and per account across every client. The first slows one guesser without touching the
 * owner's own device; the second, far looser, keeps guessing from many addresses slow too.
 */
/** Failed sign-ins to one account from one client that carry no penalty. */
export const SIGN_IN_FREE_FAILURES = 5;
/** Failed sign-ins to one account from all clients together that carry no penalty. */
export const SIGN_IN_FREE_FAILURES_PER_ACCOUNT = 50;
/** Lock after the first failure past the free ones; doubles with each further failure. */
export const SIGN_IN_BASE_LOCK_MS = MINUTE_MS;
export const SIGN_IN_MAX_LOCK_MS = HOUR_MS;
/**
 * Failures older than this are forgotten. A successful sign-in forgets its client's failures; a
 * password reset or a verified email link (proof of owning the address) forgets them all.
 */
export const SIGN_IN_FAILURE_MEMORY_MS = HOUR_MS;

/** How long sign-in stays closed after `failures` recent failed attempts, `free` of them free. */
export function signInLockMs(failures: number, free: number = SIGN_IN_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(SIGN_IN_MAX_LOCK_MS, SIGN_IN_BASE_LOCK_MS * 2 ** (failures - free));
}

/** Emails of any kind (reset, verification) one address may receive per hour. */
export const MAIL_PER_RECIPIENT_PER_HOUR = 5;
/** Verification emails one account may ask for per hour. */
export const VERIFICATION_MAIL_PER_ACCOUNT_PER_HOUR = 3;
export const MAIL_WINDOW_MS = HOUR_MS;

/**
 * Request limits count hits per fixed window and weigh the previous window by how much of it
 * still lies inside the last `windowMs` (a sliding-window counter). A plain fixed window hands
 * out a fresh allowance at each boundary, so twice the limit could pass in a burst across it.
 */
export interface WindowCounts {
  /** Hits in the previous fixed window. */
  previous: number;
  /** Hits in the current fixed window, this one included. */
  current: number;
  /** Time since the current fixed window began. */
  elapsedMs: number;
  windowMs: number;
}

/** Estimated hits in the last `windowMs`. */
export function slidingWindowHits({ previous, current, elapsedMs, windowMs }: WindowCounts): number {
  return previous * (1 - elapsedMs / windowMs) + current;
}

/** Whether the hit just counted in `counts` stays within `limit`. */
export function withinLimit(counts: WindowCounts, limit: number): boolean {
  return slidingWindowHits(counts) <= limit;
}

/** How long until one more hit would be allowed, if nothing else arrives meanwhile. */
export function slidingWindowRetryMs(counts: WindowCounts, limit: number): number {
  const { previous, current, elapsedMs, windowMs } = counts;
  // Room for the next hit while still in this window: previous·(1 − t/W) + current + 1 ≤ limit.
  if (current + 1 <= limit) {
    if (previous === 0) return 0;
    const at = windowMs * (1 - (limit - current - 1) / previous);
    return Math.max(0, Math.ceil(at - elapsedMs));
  }
  // Otherwise in the next window, where this window's hits (at least `limit` of them) become the
  // weighted ones and must fade to limit − 1.
  const intoNext = windowMs * (1 - (limit - 1) / current);
  return Math.ceil(windowMs - elapsedMs + intoNext);
}
