/**
 * Limits that protect accounts and inboxes (issue 14): failed sign-ins per account, and emails
 * per account and per recipient. Pure numbers and rules; storage is the server's.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Failed sign-ins to one account that carry no penalty. */
export const SIGN_IN_FREE_FAILURES = 5;
/** Lock after the first failure past the free ones; doubles with each further failure. */
export const SIGN_IN_BASE_LOCK_MS = MINUTE_MS;
export const SIGN_IN_MAX_LOCK_MS = HOUR_MS;
/** Failures older than this are forgotten; a successful sign-in forgets them at once. */
export const SIGN_IN_FAILURE_MEMORY_MS = HOUR_MS;

/** How long sign-in to an account stays closed after its `failures` recent failed attempts. */
export function signInLockMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_LOCK_MS, SIGN_IN_BASE_LOCK_MS * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

/** Emails of any kind (reset, verification) one address may receive per hour. */
export const MAIL_PER_RECIPIENT_PER_HOUR = 5;
/** Verification emails one account may ask for per hour. */
export const VERIFICATION_MAIL_PER_ACCOUNT_PER_HOUR = 3;
export const MAIL_WINDOW_MS = HOUR_MS;
