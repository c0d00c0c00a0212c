import { and, gt, inArray, max, or, sql, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import {
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT,
  signInLockMs,
} from '../../domain/account/abuse-limits';
import { tooMany } from './rate-limit';

const normalise = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `sign-in-failures:${normalise(email)}`;
// A newline never appears in an accepted email, so one account's client keys never share a
// prefix with another account's.
const clientPrefix = (email: string) => `sign-in-failures-from:${normalise(email)}\n`;
const clientKey = (email: string, client: string) => `${clientPrefix(email)}${client}`;

/**
 * Failed sign-ins with exponential backoff (domain rule `signInLockMs`), counted per account and
 * client and, far more loosely, per account across all clients. A guesser's failures close the
 * account to that guesser's address only, so the owner's own device still signs in; guessing
 * from many addresses meets the account-wide backoff. Each failure is one row, so processes never
 * race on a shared counter.
 */
export function createSignInGuard(db: Database) {
  async function record(key: string, now: Date): Promise<void> {
    await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      });
  }

  return {
    /** 429 while this client, or every client, is held back from the account. */
    async check(email: string, client: string, now: Date = new Date()): Promise<void> {
      const since = new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_MS);
      const keys = { account: accountKey(email), client: clientKey(email, client) };
      const rows = await db
        .select({
          key: rateLimits.key,
          failures: sql<string | number>`coalesce(sum(${rateLimits.count}), 0)`,
          last: max(rateLimits.windowStart),
        })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, [keys.account, keys.client]), gt(rateLimits.windowStart, since)))
        .groupBy(rateLimits.key);
      const unlocksAt = (key: string, free: number) => {
        const row = rows.find((r) => r.key === key);
        if (!row) return 0;
        const last = row.last ? new Date(row.last).getTime() : 0;
        return last + signInLockMs(Number(row.failures), free);
      };
      const until = Math.max(
        unlocksAt(keys.client, SIGN_IN_FREE_FAILURES),
        unlocksAt(keys.account, SIGN_IN_FREE_FAILURES_PER_ACCOUNT),
      );
      if (until > now.getTime()) throw tooMany(until - now.getTime());
    },
    async failed(email: string, client: string, now: Date = new Date()): Promise<void> {
      await Promise.all([record(accountKey(email), now), record(clientKey(email, client), now)]);
    },
    /**
     * The right password from this client: its own failures are forgotten. The account-wide
     * count stays, or every sign-in by the owner would hand a distributed guesser a fresh start.
     */
    async succeeded(email: string, client: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, clientKey(email, client)));
    },
    /** The owner proved the address (password reset, verified link): every count is forgotten. */
    async ownershipProven(email: string): Promise<void> {
      await db
        .delete(rateLimits)
        .where(
          or(
            eq(rateLimits.key, accountKey(email)),
            sql`starts_with(${rateLimits.key}, ${clientPrefix(email)})`,
          ),
        );
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
