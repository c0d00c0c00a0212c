import type { Database } from '../db/client';
import { TOO_MANY_EMAILS } from '../../domain/account/auth-messages';
import {
  MAIL_PER_RECIPIENT_PER_HOUR,
  MAIL_WINDOW_MS,
  VERIFICATION_MAIL_PER_ACCOUNT_PER_HOUR,
} from '../../domain/account/abuse-limits';
import { createRateLimiter } from './rate-limit';

/**
 * Every route that makes the app send an email asks here first: at most a few messages per
 * recipient per hour (whoever asks), and a few per requesting account. Counted in the database,
 * so every process shares the count. Throws a 429 with the catalogue text when over.
 */
export function createMailLimits(db: Database) {
  const perRecipient = createRateLimiter(db, {
    limit: MAIL_PER_RECIPIENT_PER_HOUR,
    windowMs: MAIL_WINDOW_MS,
    message: TOO_MANY_EMAILS,
  });
  const perAccount = createRateLimiter(db, {
    limit: VERIFICATION_MAIL_PER_ACCOUNT_PER_HOUR,
    windowMs: MAIL_WINDOW_MS,
    message: TOO_MANY_EMAILS,
  });
  return async function beforeMail(input: { to: string; accountId?: string | undefined }): Promise<void> {
    if (input.accountId) await perAccount(`mail-account:${input.accountId}`);
    await perRecipient(`mail-to:${input.to.trim().toLowerCase()}`);
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;
