/**
 * Which mail an address may receive, and how much. An address nobody has proved (signing up
 * takes any address) receives only what proves it or takes the account back: the verification
 * link and the password reset. Everything else waits until the owner confirms it. Every kind has
 * a daily cap per recipient, so no route or job, however it is driven, floods one inbox.
 */
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'daily-reminder',
  'test-reminder',
  'weekly-progress',
  'achievement',
  'trial-ending',
  'trial-converted',
  'payment-confirmation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The only kinds sent to an address that is not verified yet. */
const TO_UNVERIFIED: ReadonlySet<MailKind> = new Set(['verification', 'password-reset']);

/** Whether mail of `kind` may go to an address whose verification is `verified`. */
export function mayMail(kind: MailKind, verified: boolean): boolean {
  return verified || TO_UNVERIFIED.has(kind);
}

/**
 * Messages of one kind one recipient may receive per (UTC) day. Above what any honest use sends:
 * one reminder a day (two when a time-zone change crosses a day), a handful of achievements.
 */
export const MAIL_DAILY_CAP: Readonly<Record<MailKind, number>> = {
  verification: 10,
  'password-reset': 10,
  'daily-reminder': 2,
  'test-reminder': 10,
  'weekly-progress': 2,
  achievement: 6,
  'trial-ending': 2,
  'trial-converted': 2,
  'payment-confirmation': 3,
};

/** What a learner sees where email would have gone but the address is not verified. */
export const VERIFY_TO_RECEIVE_EMAIL = 'Verify your email address to receive reminders by email.';
