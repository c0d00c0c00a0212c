import { and, desc, eq } from 'drizzle-orm';
import type { AssessmentResult } from '../../../domain/assessment';
import type { Level } from '../../../domain/levels';
import type { Database } from '../../db/client';
import { assessmentResults, rateLimits, users } from '../../db/schema';

export type AssessmentRow = typeof assessmentResults.$inferSelect;

/** Queries of the assessment module: results, the learner's level, and single-use markers. */
export function createAssessmentRepository(db: Database) {
  return {
    /** The newest full assessment: only these count toward the retake cooldown (product.md#retake). */
    async latestFull(userId: string): Promise<AssessmentRow | undefined> {
      const rows = await db
        .select()
        .from(assessmentResults)
        .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.isQuickAssessment, false)))
        .orderBy(desc(assessmentResults.completedAt))
        .limit(1);
      return rows[0];
    },
    async latestAny(userId: string): Promise<AssessmentRow | undefined> {
      const rows = await db
        .select()
        .from(assessmentResults)
        .where(eq(assessmentResults.userId, userId))
        .orderBy(desc(assessmentResults.completedAt))
        .limit(1);
      return rows[0];
    },
    /**
     * Claims a one-time key (an answered question, a finished attempt). Stored as a counter row in
     * the shared rate_limits table, so every server process sees it; false when already claimed.
     */
    async claimOnce(key: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(rateLimits)
        .values({ key, windowStart: at, count: 1 })
        .onConflictDoNothing()
        .returning({ key: rateLimits.key });
      return rows.length === 1;
    },
    /**
     * Saves a result and sets the learner's level and assessmentCompleted (product.md#assessment-flow), atomically.
     * With `once`, the key is claimed in the same transaction: null when it was claimed before.
     */
    async saveResult(
      result: AssessmentResult,
      once?: { key: string; at: Date },
    ): Promise<AssessmentRow | null> {
      return db.transaction(async (tx) => {
        if (once) {
          const claimed = await tx
            .insert(rateLimits)
            .values({ key: once.key, windowStart: once.at, count: 1 })
            .onConflictDoNothing()
            .returning({ key: rateLimits.key });
          if (claimed.length === 0) return null;
        }
        const [row] = await tx
          .insert(assessmentResults)
          .values({ ...result, scoring: { ...result.scoring } })
          .returning();
        await tx
          .update(users)
          .set({
            proficiencyLevel: result.overallLevel as Level,
            assessmentCompleted: true,
            updatedAt: new Date(),
          })
          .where(eq(users.uid, result.userId));
        if (!row) throw new Error('Saving the assessment result returned no row');
        return row;
      });
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
