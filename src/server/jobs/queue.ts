import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { retryDelayMs } from '../../domain/notifications/backoff';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** Unique across all jobs ever: a second enqueue with the same key is ignored. */
  key: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** A job running longer than this is taken to belong to a process that died, and is claimed again. */
export const LEASE_MS = 5 * 60_000;

/** The durable job table (ADR 0010): enqueue once by key, claim with FOR UPDATE SKIP LOCKED. */
export function createJobQueue(db: Database) {
  return {
    /** True when the job was stored; false when a job with that key already exists. */
    async enqueue(job: NewJob): Promise<boolean> {
      const inserted = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          key: job.key,
          payload: job.payload ?? {},
          // The app's clock, not the database's: the claim compares against the app's `now`.
          runAt: job.runAt ?? new Date(),
          ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
        })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return inserted.length > 0;
    },

    /** Takes up to `limit` due jobs for `workerId`; a job another process holds is skipped, not waited for. */
    async claim(workerId: string, now: Date, limit = 20): Promise<JobRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            or(
              and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - LEASE_MS))),
            ),
          )
          .orderBy(jobs.runAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed: JobRow[] = [];
        for (const { id } of due) {
          const [row] = await tx
            .update(jobs)
            .set({
              status: 'running',
              lockedBy: workerId,
              lockedAt: now,
              attempts: sql`${jobs.attempts} + 1`,
              updatedAt: now,
            })
            .where(eq(jobs.id, id))
            .returning();
          if (row) claimed.push(row);
        }
        return claimed;
      });
    },

    async complete(id: string, now: Date): Promise<void> {
      await db.update(jobs).set({ status: 'done', lockedBy: null, updatedAt: now }).where(eq(jobs.id, id));
    },

    /** Back to pending after a growing delay, or failed for good after maxAttempts. */
    async fail(job: JobRow, error: unknown, now: Date): Promise<void> {
      const final = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          runAt: final ? job.runAt : new Date(now.getTime() + retryDelayMs(job.attempts)),
          lastError: String((error as Error)?.message ?? error).slice(0, 1000),
          lockedBy: null,
          updatedAt: now,
        })
        .where(eq(jobs.id, job.id));
    },

    async byKey(key: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
      return row;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
