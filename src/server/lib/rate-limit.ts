import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-errors';
import { TOO_MANY_ATTEMPTS } from '../../domain/account/auth-messages';
import { slidingWindowRetryMs, withinLimit } from '../../domain/account/abuse-limits';

/** A 429 with the catalogue text and a Retry-After in whole seconds. */
export const tooMany = (retryAfterMs: number, message = TOO_MANY_ATTEMPTS) =>
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

/** Drops windows that ended long ago; called now and then, not on the request path. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before}`);
}
