import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonProgress, lessons, users } from '../../db/schema';

export type LessonRow = typeof lessons.$inferSelect;
export type ProgressRow = typeof lessonProgress.$inferSelect;

/** The columns a lesson card needs: the long lists stay in the database. */
const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  description: lessons.description,
  order: lessons.order,
  level: lessons.level,
  category: lessons.category,
  duration: lessons.duration,
  objectives: lessons.objectives,
  es: lessons.es,
  vocabularyCount: sql<number>`jsonb_array_length(${lessons.vocabulary})`.mapWith(Number),
  prerequisites: lessons.prerequisites,
  isActive: lessons.isActive,
};

export function createLessonsRepository(db: Database) {
  return {
    /** Every active lesson, unsorted (the domain sorts). */
    async activeSummaries() {
      return db.select(summaryColumns).from(lessons).where(eq(lessons.isActive, true));
    },

    async find(id: string): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
      return row;
    },

    async progress(userId: string): Promise<ProgressRow[]> {
      return db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
    },

    /**
     * Records a completion: the first one creates the record; a replay keeps the best score
     * and adds the time (one record per learner and lesson, so stats count a lesson once).
     */
    async recordCompletion(input: {
      userId: string;
      lessonId: string;
      score: number;
      timeSpent: number;
      now: Date;
    }): Promise<ProgressRow> {
      const [row] = await db
        .insert(lessonProgress)
        .values({
          userId: input.userId,
          lessonId: input.lessonId,
          completedAt: input.now,
          timeSpent: input.timeSpent,
          score: input.score,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            score: sql`greatest(${lessonProgress.score}, excluded.score)`,
            timeSpent: sql`${lessonProgress.timeSpent} + excluded.time_spent`,
          },
        })
        .returning();
      if (!row) throw new Error('lesson progress upsert returned no row');
      return row;
    },

    /** Keeps users.lessonsCompleted equal to the learner's completed active lessons. */
    async syncLessonsCompleted(userId: string): Promise<void> {
      const completed = db
        .select({ n: countDistinct(lessonProgress.lessonId) })
        .from(lessonProgress)
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
        .where(and(eq(lessonProgress.userId, userId), eq(lessons.isActive, true)));
      await db
        .update(users)
        .set({ lessonsCompleted: sql`(${completed})`, updatedAt: new Date() })
        .where(eq(users.uid, userId));
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
