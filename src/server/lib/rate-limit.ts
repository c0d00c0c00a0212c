import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-errors';
import { TOO_MANY_ATTEMPTS } from '../../domain/account/auth-messages';
import {
  SIGN_IN_FAILURE_MEMORY_MS,
  signInLockMs,
  slidingWindowRetryMs,
  withinLimit,
} from '../../domain/account/abuse-limits';

const tooMany = (retryAfterMs: number, message = TOO_MANY_ATTEMPTS) =>
  new HttpError(429, message, 'too-many-requests', {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/**
 * Sliding-window limiter kept in the database, so every server process counts together
 * (no in-memory state two processes would need to share). Each hit adds to its fixed window's
 * row; the rule (`withinLimit`) weighs the previous window's row, so a window boundary never
 * hands out a fresh allowance.
 */
export function createRateLimiter(
  db: Database,
  options: { limit: number; windowMs: number; message?: string },
) {
  return async function hit(key: string, now: Date = new Date()): Promise<void> {
    const start = Math.floor(now.getTime() / options.windowMs) * options.windowMs;
    const [counted, before] = await Promise.all([
      db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(start), count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count }),
      db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(start - options.windowMs)))),
    ]);
    const counts = {
      previous: before[0]?.count ?? 0,
      current: counted[0]?.count ?? 1,
      elapsedMs: now.getTime() - start,
      windowMs: options.windowMs,
    };
    if (!withinLimit(counts, options.limit)) {
      throw tooMany(slidingWindowRetryMs(counts, options.limit), options.message);
    }
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Failed sign-ins per account, with exponential backoff (domain rule `signInLockMs`). Each failure
 * is one row, so processes never race on a shared counter; a success clears them.
 */
export function createSignInGuard(db: Database) {
  const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
  return {
    /** 429 while the account is locked after too many recent failures. */
    async check(email: string, now: Date = new Date()): Promise<void> {
      const since = new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_MS);
      const [row] = await db
        .select({
          failures: sql<string | number>`coalesce(sum(${rateLimits.count}), 0)`,
          last: max(rateLimits.windowStart),
        })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(email)), gt(rateLimits.windowStart, since)));
      const failures = Number(row?.failures ?? 0);
      const last = row?.last ? new Date(row.last).getTime() : 0;
      const unlocksAt = last + signInLockMs(failures);
      if (unlocksAt > now.getTime()) throw tooMany(unlocksAt - now.getTime());
    },
    async failed(email: string, now: Date = new Date()): Promise<void> {
      await db
        .insert(rateLimits)
        .values({ key: keyOf(email), windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        });
    },
    async succeeded(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

/** Drops windows that ended long ago; called now and then, not on the request path. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before}`);
}
