import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-errors';
import { TOO_MANY_ATTEMPTS } from '../../domain/account/auth-messages';

/**
 * Fixed-window limiter kept in the database, so every server process counts together
 * (no in-memory state two processes would need to share).
 */
export function createRateLimiter(db: Database, options: { limit: number; windowMs: number }) {
  return async function hit(key: string, now: Date = new Date()): Promise<void> {
    const windowStart = new Date(Math.floor(now.getTime() / options.windowMs) * options.windowMs);
    const rows = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    const count = rows[0]?.count ?? 1;
    if (count > options.limit) {
      const retryAfter = Math.ceil((windowStart.getTime() + options.windowMs - now.getTime()) / 1000);
      throw new HttpError(429, TOO_MANY_ATTEMPTS, 'too-many-requests', { retryAfter });
    }
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Drops windows that ended long ago; called now and then, not on the request path. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before}`);
}
