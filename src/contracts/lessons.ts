import { z } from 'zod';
import { learnerText } from '../domain/conversation-record';
import { MAX_SAVED_ITEMS, transcriptItemSchema } from './conversations';
import { LEVELS } from '../domain/levels';

const level = z.enum(LEVELS);

/** The learner's record of a completed lesson (spec doc 2 §3 "Lesson progress"). */
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
  progress: lessonProgressSchema.nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** One lesson in full (spec doc 2 §3 "Lesson"), with the learner's state: for the tutor's lesson mode. */
export const lessonDetailSchema = lessonSummarySchema.extend({
  vocabulary: z.array(z.object({ spanish: z.string(), english: z.string() })),
  grammarPoints: z.array(z.string()),
  conversationTopics: z.array(z.string()),
  exercises: z.array(z.object({ type: z.string(), content: z.string(), instructions: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** Spec doc 2 §3 "Lesson stats"; totalTimeSpent in seconds. */
export const lessonStatsSchema = z.object({
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  completionPercentage: z.number().int(),
  totalTimeSpent: z.number().int(),
  averageScore: z.number().int(),
});
export type LessonStatsResponse = z.infer<typeof lessonStatsSchema>;

/** `GET /api/lessons?level=`: active lessons in course order (spec doc 2 §4, §7). */
export const lessonListQuerySchema = z.object({ level: level.optional() });

export const lessonListResponseSchema = z.object({
  lessons: z.array(lessonSummarySchema),
  /** The first unlocked, uncompleted lesson of the whole course (spec doc 2 §4), or null. */
  nextLessonId: z.string().nullable(),
  stats: lessonStatsSchema,
});
export type LessonListResponse = z.infer<typeof lessonListResponseSchema>;

/** Longest lesson session we record: longer ones are a tab left open, not study. */
export const MAX_LESSON_SECONDS = 6 * 60 * 60;

const NOTHING_SAID = 'a lesson is completed by a conversation: nothing the learner said was sent';

/**
 * `POST /api/lessons/:id/progress`: sent when a lesson conversation ends. The score counts the
 * lesson words the learner used: send the conversation's `items` (the server keeps only the
 * learner's lines, never the tutor's) or, from older clients, the learner's own `learnerText`.
 */
export const lessonProgressRequestSchema = z
  .object({
    timeSpent: z
      .number()
      .int('must be whole seconds')
      .min(0, 'must not be negative')
      .max(MAX_LESSON_SECONDS, `must be at most ${MAX_LESSON_SECONDS} seconds`),
    /** What the learner said or typed during the lesson. */
    learnerText: z.string().trim().max(50_000, 'must be at most 50000 characters').optional(),
    /** The lesson conversation, both roles; only the learner's lines count. */
    items: z.array(transcriptItemSchema).max(MAX_SAVED_ITEMS).optional(),
  })
  .transform((body, context) => {
    const text = body.items ? learnerText(body.items) : (body.learnerText ?? '');
    if (text.trim() === '') {
      context.addIssue({ code: 'custom', path: ['learnerText'], message: NOTHING_SAID });
      return z.NEVER;
    }
    return { timeSpent: body.timeSpent, learnerText: text };
  });
export type LessonProgressRequest = z.infer<typeof lessonProgressRequestSchema>;

export const lessonProgressResponseSchema = z.object({
  /** This attempt's score: percent of the lesson's vocabulary used. */
  score: z.number().int(),
  /** The best score over every attempt, the one kept. */
  bestScore: z.number().int(),
  completed: z.literal(true),
  /** Lessons this completion unlocked, in course order. */
  newlyUnlocked: z.array(z.string()),
});
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;
