import { z } from 'zod';
import { LEVELS } from '../domain/levels';

const level = z.enum(LEVELS);

/** One day of the dashboard's 7-day chart, in the learner's time zone. */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  reviews: z.number().int(),
  practiceMinutes: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** `GET /api/dashboard`: everything the dashboard shows, in one call (product.md#dashboard, product.md#dashboard-figures). */
export const dashboardResponseSchema = z
  .object({
    generatedAt: z.string(),
    streak: z.number().int(),
    /** All of the learner's vocabulary items ("Words Learned"). */
    words: z.number().int(),
    dueCount: z.number().int(),
    /**
     * Whole minutes of measured practice in the last 7 days: conversations (capped by the learner's
     * turns) and review time read from the answers (domain/practice.ts).
     */
    practiceMinutes: z.number().int(),
    /**
     * Today's practice against the daily goal (product.md#dashboard-figures daily_minutes): the goal
     * the settings show, whole minutes practised today, and the share of the goal in percent (0-100).
     */
    dailyGoal: z.object({
      minutes: z.number().int(),
      todayMinutes: z.number().int(),
      percent: z.number().int(),
    }),
    conversations: z.object({ count: z.number().int(), totalSeconds: z.number().int() }),
    statusBreakdown: z.object({
      learning: z.number().int(),
      mastered: z.number().int(),
      needs_review: z.number().int(),
      total: z.number().int(),
    }),
    /** Words created in the last 7 days: words per week (product.md#dashboard-figures, product.md#limits). */
    learningVelocity: z.number().int(),
    /** Words created over the last 7 days divided by 7, to 1 decimal (product.md#limits). */
    recentAddRate: z.number(),
    /** Percent to 1 decimal over words reviewed at least once (product.md#validation). */
    reviewAccuracy: z.number(),
    reviewedWords: z.number().int(),
    /** Oldest first, ending today; practiceMinutes as whole minutes measured (see practiceMinutes). */
    lastSevenDays: z.array(dashboardDaySchema),
    proficiency: z.object({
      currentLevel: level.nullable(),
      lastAssessmentDate: z.string().nullable(),
      /** From the latest full assessment: the quick check measures no single skill. */
      skillLevels: z.object({ vocabulary: level, grammar: level, comprehension: level }).nullable(),
      confidence: z.number().nullable(),
      totalAssessments: z.number().int(),
      /** Whole days since the latest assessment of either kind (0: today); null before any. */
      daysSinceLastAssessment: z.number().int().nullable(),
      /** False after only the quick check: the card says what the full assessment adds. */
      hasFullAssessment: z.boolean(),
    }),
    retake: z.object({
      canRetake: z.boolean(),
      nextAvailableDate: z.string().nullable(),
      daysSinceLastAssessment: z.number().int().nullable(),
    }),
    nextLesson: z
      .object({
        id: z.string(),
        title: z.string(),
        level,
        /** The Spanish title for the Spanish UI; null for a lesson stored before it existed. */
        es: z.object({ title: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Dashboard' });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
