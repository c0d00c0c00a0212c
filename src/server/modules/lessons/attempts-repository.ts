import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentResults, lessonAttempts } from '../../db/schema';
import { isLevel, type Level } from '../../../domain/levels';

export type AttemptRow = typeof lessonAttempts.$inferSelect;

/** What the server has counted of an attempt so far. */
export type AttemptState = Pick<
  AttemptRow,
  | 'lastTurnAt'
  | 'learnerTurns'
  | 'studySeconds'
  | 'itemsUsed'
  | 'itemsTried'
  | 'grammarUsed'
  | 'keyCorrection'
>;

export function createAttemptsRepository(db: Database) {
  return {
    /**
     * Starts an attempt, or finds the one this id already names (a session resumed after a drop).
     * Null when the id belongs to another learner or lesson: nothing is recorded then.
     */
    async open(input: {
      id: string;
      userId: string;
      lessonId: string;
      now: Date;
    }): Promise<AttemptRow | null> {
      const [created] = await db
        .insert(lessonAttempts)
        .values({ id: input.id, userId: input.userId, lessonId: input.lessonId, startedAt: input.now })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(lessonAttempts)
        .where(eq(lessonAttempts.id, input.id))
        .limit(1);
      return existing && existing.userId === input.userId && existing.lessonId === input.lessonId
        ? existing
        : null;
    },

    async save(id: string, userId: string, state: AttemptState): Promise<void> {
      await db
        .update(lessonAttempts)
        .set(state)
        .where(and(eq(lessonAttempts.id, id), eq(lessonAttempts.userId, userId)));
    },

    async find(id: string, userId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(lessonAttempts)
        .where(and(eq(lessonAttempts.id, id), eq(lessonAttempts.userId, userId)))
        .limit(1);
      return row;
    },

    async scored(id: string, userId: string, input: { score: number; countedSeconds: number }) {
      await db
        .update(lessonAttempts)
        .set(input)
        .where(and(eq(lessonAttempts.id, id), eq(lessonAttempts.userId, userId)));
    },

    /** The best score of every lesson the learner attempted. */
    async bestScores(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ lessonId: lessonAttempts.lessonId, best: max(lessonAttempts.score) })
        .from(lessonAttempts)
        .where(eq(lessonAttempts.userId, userId))
        .groupBy(lessonAttempts.lessonId);
      return new Map(rows.map((row) => [row.lessonId, row.best ?? 0]));
    },

    /** Every level the learner was assessed at (quick check and full assessment). */
    async assessedLevels(userId: string): Promise<Level[]> {
      const rows = await db
        .selectDistinct({ level: assessmentResults.overallLevel })
        .from(assessmentResults)
        .where(eq(assessmentResults.userId, userId));
      return rows.map((row) => row.level).filter(isLevel);
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
