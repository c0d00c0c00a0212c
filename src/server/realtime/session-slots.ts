/**
 * Concurrent live sessions per learner, counted in the database so every server process sees
 * the same number (docs/architecture.md#principles). Each open session holds a lease: one row in rate_limits
 * whose window_start is the last heartbeat. The holder renews it every 15 seconds; a lease not
 * renewed for 45 seconds is ignored, so a process killed with -9 frees its learners' slots
 * within a minute instead of blocking voice for the whole session-length limit.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** A lease not renewed for this long belongs to a process that stopped. */
export const SLOT_LEASE_MS = 45_000;
/** Heartbeat period: three renewals fit in one lease, so one slow write does not lose it. */
export const SLOT_RENEW_MS = 15_000;

export interface SessionSlot {
  release(): Promise<void>;
}

/** Takes a slot for a new session, or returns null when the learner already has `limit` open. */
export async function claimSessionSlot(
  db: Database,
  input: {
    userId: string;
    limit: number;
    maxSessionMs: number;
    now?: Date;
    leaseMs?: number;
    renewEveryMs?: number;
  },
): Promise<SessionSlot | null> {
  const leaseMs = input.leaseMs ?? SLOT_LEASE_MS;
  const renewEveryMs = input.renewEveryMs ?? SLOT_RENEW_MS;
  const now = input.now ?? new Date();
  const prefix = `realtime:${input.userId}:`;
  const key = `${prefix}${randomUUID()}`;
  await db.insert(rateLimits).values({ key, windowStart: now, count: 1 });

  let timer: NodeJS.Timeout | undefined;
  const release = async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  };

  const since = new Date(now.getTime() - leaseMs);
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

  // The relay ends a session at maxSessionMs; past that (plus a minute of grace for the close
  // handshake) the heartbeat stops, so even a session that never released frees its slot.
  const renewUntil = Date.now() + input.maxSessionMs + 60_000;
  timer = setInterval(() => {
    if (Date.now() > renewUntil) {
      clearInterval(timer);
      return;
    }
    db.update(rateLimits)
      .set({ windowStart: new Date() })
      .where(eq(rateLimits.key, key))
      .catch(() => undefined); // the next heartbeat tries again; the lease outlives two misses
  }, renewEveryMs);
  timer.unref();
  return { release };
}
