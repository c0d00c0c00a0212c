import { PARTS_OF_SPEECH } from '../content/glossary/types';
import { z } from 'zod';
import { LEVELS } from '../domain/levels';

const level = z.enum(LEVELS);

/** The learner's record of a completed lesson (product.md#lesson-rules). */
export const lessonProgressSchema = z.object({
  completedAt: z.string(),
  /** Seconds, summed over every time the lesson was done. */
  timeSpent: z.number().int(),
  /** The best score so far, percent. */
  score: z.number().int(),
});

/** A lesson's learner-facing text in Spanish, for the Spanish UI (English stays the default). */
export const lessonSpanishTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** One per English objective, in the same order. */
  objectives: z.array(z.string()),
});
export type LessonSpanishText = z.infer<typeof lessonSpanishTextSchema>;

/** A lesson card on /lessons: the lesson without its long parts, plus the learner's state. */
export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  level,
  category: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  objectives: z.array(z.string()),
  /** Null only for a lesson stored before the Spanish text existed (re-seeding fills it). */
  es: lessonSpanishTextSchema.nullable(),
  vocabularyCount: z.number().int(),
  prerequisites: z.array(z.string()),
  isActive: z.boolean(),
  unlocked: z.boolean(),
  completed: z.boolean(),
  /** Below the learner's assessed level: available without its prerequisites, not required. */
  testedOut: z.boolean(),
  progress: lessonProgressSchema.nullable(),
  /** The best score of the learner's attempts, completed or not; null before the first attempt. */
  bestAttemptScore: z.number().int().nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** One lesson in full (product.md#lesson-rules), with the learner's state: for the tutor's lesson mode. */
export const lessonDetailSchema = lessonSummarySchema
  .extend({
    vocabulary: z.array(
      z.object({ spanish: z.string(), english: z.string(), partOfSpeech: z.enum(PARTS_OF_SPEECH) }),
    ),
    grammarPoints: z.array(z.string()),
    conversationTopics: z.array(z.string()),
    exercises: z.array(z.object({ type: z.string(), content: z.string(), instructions: z.string() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LessonDetail' });
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** product.md#lesson-rules; totalTimeSpent in seconds. */
export const lessonStatsSchema = z.object({
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  completionPercentage: z.number().int(),
  totalTimeSpent: z.number().int(),
  averageScore: z.number().int(),
});
export type LessonStatsResponse = z.infer<typeof lessonStatsSchema>;

/** `GET /api/lessons?level=`: active lessons in course order (product.md#lesson-rules). */
export const lessonListQuerySchema = z.object({ level: level.optional() });

/** A unit: related lessons of one level, played in the order listed (product.md#lessons). */
export const lessonUnitSchema = z
  .object({
    id: z.string(),
    level,
    /** Position within the level, from 1. */
    order: z.number().int(),
    title: z.string(),
    goal: z.string(),
    /** The unit's text for the Spanish UI. */
    es: z.object({ title: z.string(), goal: z.string() }),
    /** The unit's lessons in this response, in the order they are played. */
    lessonIds: z.array(z.string()),
  })
  .meta({ id: 'LessonUnit' });
export type LessonUnit = z.infer<typeof lessonUnitSchema>;

export const lessonListResponseSchema = z.object({
  lessons: z.array(lessonSummarySchema),
  /** The units of the listed lessons in course order; a lesson in no unit is listed after them. */
  units: z.array(lessonUnitSchema),
  /** The first unlocked, uncompleted lesson of the whole course (product.md#lesson-rules), or null. */
  nextLessonId: z.string().nullable(),
  stats: lessonStatsSchema,
});
export type LessonListResponse = z.infer<typeof lessonListResponseSchema>;

/**
 * `GET /api/lessons/course`: the size of the course as authored, and the claim the product may
 * make about it (rounded down), or null while the content does not bear the claim out.
 */
export const courseSizeResponseSchema = z.object({
  lessons: z.number().int(),
  expressions: z.number().int(),
  claim: z.object({ lessons: z.number().int(), expressions: z.number().int() }).nullable(),
});
export type CourseSizeResponse = z.infer<typeof courseSizeResponseSchema>;

const ATTEMPT_NEEDED =
  'a lesson is completed by the lesson conversation itself: send the attemptId the chat opened it with';

/**
 * `POST /api/lessons/:id/progress`: sent when a lesson conversation ends. The server scores the
 * conversation it carried under `attemptId` (the id the chat sent when it opened the session);
 * nothing the client says about its score, text or time is taken.
 */
export const lessonProgressRequestSchema = z.object({
  attemptId: z.uuid(ATTEMPT_NEEDED),
});

export const lessonProgressResponseSchema = z.object({
  /** This attempt's score, percent: expressions used correctly plus the grammar point. */
  score: z.number().int(),
  /** The best score over every attempt of this lesson. */
  bestScore: z.number().int(),
  /** Whether the lesson is completed now (by this attempt or an earlier one). */
  completed: z.boolean(),
  /** Whether this attempt met the lesson: enough turns and the pass score. */
  passed: z.boolean(),
  /** Lessons this completion unlocked, in course order. */
  newlyUnlocked: z.array(z.string()),
  /** Seconds of study in this attempt, measured by the server. */
  timeSpent: z.number().int(),
  learnerTurns: z.number().int(),
  minTurns: z.number().int(),
  passScore: z.number().int(),
  /** Lesson expressions used in sentences without an error, as the lesson writes them. */
  itemsUsed: z.array(z.string()),
  /** Expressions used only in sentences with an error. */
  itemsTried: z.array(z.string()),
  /** Expressions not used at all. */
  itemsMissing: z.array(z.string()),
  grammarUsed: z.boolean(),
  /** The lesson's grammar point, in English, as the lesson names it. */
  grammarPoint: z.string(),
  /** The correction that mattered most in this attempt. */
  keyCorrection: z.object({ original: z.string(), corrected: z.string() }).nullable(),
});
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;
