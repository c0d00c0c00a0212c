/**
 * Concurrent live sessions per learner, counted in the database so every server process sees
 * the same number (ARCHITECTURE §1.5). Each open session holds one row in rate_limits; a row
 * older than the session time limit is ignored, so a crashed process cannot block a learner.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface SessionSlot {
  release(): Promise<void>;
}

/** Takes a slot for a new session, or returns null when the learner already has `limit` open. */
export async function claimSessionSlot(
  db: Database,
  input: { userId: string; limit: number; maxSessionMs: number; now?: Date },
): Promise<SessionSlot | null> {
  const now = input.now ?? new Date();
  const prefix = `realtime:${input.userId}:`;
  const key = `${prefix}${randomUUID()}`;
  await db.insert(rateLimits).values({ key, windowStart: now, count: 1 });
  const release = async () => {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, now)));
  };
  // One minute of grace beyond the limit, for clocks and for the close handshake.
  const since = new Date(now.getTime() - input.maxSessionMs - 60_000);
  const [open] = await db
    .select({ n: count() })
    .from(rateLimits)
    .where(
      and(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`, gt(rateLimits.windowStart, since)),
    );
  if ((open?.n ?? 0) > input.limit) {
    await release();
    return null;
  }
  return { release };
}
