import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUser, rateLimits } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { DAY_MS } from '../../../domain/time';
import { MAIL_DAILY_CAP, VERIFY_TO_RECEIVE_EMAIL, mayMail } from '../../../domain/account/mail-policy';
import { TOO_MANY_EMAILS_TODAY } from '../../../domain/account/auth-messages';
import type { Mailer, MailMessage } from './types';

/** A message the policy kept back: the address is not verified, or today's cap is reached. */
export class MailWithheld extends HttpError {
  constructor(
    readonly reason: 'unverified' | 'daily-cap',
    retryAfterMs = 0,
  ) {
    super(
      reason === 'unverified' ? 403 : 429,
      reason === 'unverified' ? VERIFY_TO_RECEIVE_EMAIL : TOO_MANY_EMAILS_TODAY,
      reason === 'unverified' ? 'email-not-verified' : 'too-many-emails',
      reason === 'daily-cap' ? { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : undefined,
    );
  }
}

/**
 * Every mailer the app uses is wrapped in this (compose.ts), so no route or job can send past
 * it: mail other than verification and reset goes only to a verified address, and each kind
 * has a daily cap per recipient, counted in the database so every process and every restart
 * shares the count. Throws `MailWithheld` instead of sending.
 */
export function guardMailer(inner: Mailer, db: Database, clock: () => Date = () => new Date()): Mailer {
  async function verified(address: string): Promise<boolean> {
    const [row] = await db
      .select({ verified: authUser.emailVerified })
      .from(authUser)
      .where(eq(authUser.email, address))
      .limit(1);
    return row?.verified === true;
  }

  /** Counts this message into today's row for its kind and recipient; the count so far. */
  async function countToday(message: MailMessage, address: string, day: number): Promise<number> {
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `mail-day:${message.kind}:${address}`, windowStart: new Date(day), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  }

  return {
    name: inner.name,
    async send(message) {
      const address = message.to.trim().toLowerCase();
      // The database is asked only for kinds an unverified address may not receive.
      if (!mayMail(message.kind, false) && !(await verified(address))) throw new MailWithheld('unverified');
      const now = clock().getTime();
      const day = Math.floor(now / DAY_MS) * DAY_MS;
      if ((await countToday(message, address, day)) > MAIL_DAILY_CAP[message.kind])
        throw new MailWithheld('daily-cap', day + DAY_MS - now);
      await inner.send(message);
    },
  };
}
