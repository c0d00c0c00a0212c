import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentAttempts } from '../../db/schema';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

/** Attempts in progress: the one open attempt, and answered attempts that count toward the cooldown. */
export function createAttemptRepository(db: Database) {
  return {
    /** The learner's open, unexpired attempt, if any. */
    async open(userId: string, now: Date): Promise<AttemptRow | undefined> {
      const rows = await db
        .select()
        .from(assessmentAttempts)
        .where(
          and(
            eq(assessmentAttempts.userId, userId),
            eq(assessmentAttempts.status, 'open'),
            gt(assessmentAttempts.expiresAt, now),
          ),
        )
        .orderBy(desc(assessmentAttempts.startedAt))
        .limit(1);
      return rows[0];
    },
    /**
     * When the newest abandoned attempt that has answers was last answered (expired or replaced,
     * never finished): it counts toward the cooldown like a completed assessment.
     */
    async lastAbandonedWithAnswers(userId: string, now: Date, except?: string): Promise<Date | null> {
      const rows = await db
        .select()
        .from(assessmentAttempts)
        .where(
          and(
            eq(assessmentAttempts.userId, userId),
            ne(assessmentAttempts.status, 'finished'),
            gt(assessmentAttempts.answered, 0),
            ...(except ? [ne(assessmentAttempts.id, except)] : []),
          ),
        )
        .orderBy(desc(assessmentAttempts.updatedAt))
        .limit(5);
      const abandoned = rows.find((row) => row.status === 'replaced' || row.expiresAt <= now);
      return abandoned?.updatedAt ?? null;
    },
    async find(id: string): Promise<AttemptRow | undefined> {
      return (await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).limit(1))[0];
    },
    async create(row: typeof assessmentAttempts.$inferInsert): Promise<void> {
      await db.insert(assessmentAttempts).values(row);
    },
    async replace(id: string, now: Date): Promise<void> {
      await db
        .update(assessmentAttempts)
        .set({ status: 'replaced', updatedAt: now })
        .where(eq(assessmentAttempts.id, id));
    },
    async answered(id: string, answered: number, token: string, now: Date): Promise<void> {
      await db
        .update(assessmentAttempts)
        .set({ answered, token, updatedAt: now })
        .where(eq(assessmentAttempts.id, id));
    },
    async finished(id: string, now: Date): Promise<void> {
      await db
        .update(assessmentAttempts)
        .set({ status: 'finished', updatedAt: now })
        .where(eq(assessmentAttempts.id, id));
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
