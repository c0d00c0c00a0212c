import type { PartOfSpeech } from '../../../content/glossary/types';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts, owner } from './columns';

/** Lessons, conversations, assessments and what the tutor remembers. */

export const lessons = pgTable(
  'lessons',
  {
    id: text().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    order: integer().notNull(),
    level: text().notNull(),
    category: text().notNull(),
    duration: integer().notNull(),
    objectives: jsonb().$type<string[]>().notNull(),
    /** The Spanish title, description and objectives for the Spanish UI; null until re-seeded. */
    es: jsonb().$type<{ title: string; description: string; objectives: string[] }>(),
    vocabulary: jsonb().$type<{ spanish: string; english: string; partOfSpeech: PartOfSpeech }[]>().notNull(),
    grammarPoints: jsonb().$type<string[]>().notNull(),
    conversationTopics: jsonb().$type<string[]>().notNull(),
    prerequisites: jsonb().$type<string[]>().notNull(),
    exercises: jsonb().$type<{ type: string; content: string; instructions: string }[]>().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('lessons_level_order_idx').on(t.level, t.order)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    lessonId: text()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: ts().notNull().defaultNow(),
    timeSpent: integer().notNull().default(0),
    score: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('lesson_progress_user_lesson_idx').on(t.userId, t.lessonId),
    index('lesson_progress_lesson_idx').on(t.lessonId),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    timestamp: ts().notNull().defaultNow(),
    context: text().notNull(),
    vocabularyUsed: jsonb().$type<string[]>().notNull().default([]),
    difficulty: integer().notNull(),
    duration: integer().notNull(),
    aiResponses: integer().notNull(),
    userResponses: integer().notNull(),
    errorsCorrected: integer().notNull().default(0),
    successfulExchanges: integer().notNull(),
    lessonId: text(),
    /** Set by the browser so a save retried after a dropped connection is stored once. */
    clientId: text(),
    /** The tutor's corrections for the feedback cards (errorsCorrected stays the spec's 0). */
    corrections: jsonb()
      .$type<{ original: string; corrected: string; explanation: string; category?: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('conversations_user_time_idx').on(t.userId, t.timestamp),
    uniqueIndex('conversations_user_client_idx').on(t.userId, t.clientId),
  ],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    overallLevel: text().notNull(),
    confidence: integer().notNull(),
    completedAt: ts().notNull(),
    scoring: jsonb().$type<Record<string, unknown>>().notNull(),
    responses: jsonb().$type<unknown[]>().notNull(),
    duration: integer().notNull(),
    version: text().notNull().default('1.0'),
    recommendations: jsonb().$type<string[]>().notNull().default([]),
    isQuickAssessment: boolean().notNull().default(false),
  },
  (t) => [index('assessment_results_user_time_idx').on(t.userId, t.completedAt)],
);

/**
 * Full assessments in progress: one open attempt per learner, and an abandoned attempt
 * that has answers counts toward the retake cooldown. `token` is the attempt's newest signed token,
 * so the attempt can be resumed from any device or process.
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: uuid().primaryKey(),
    userId: owner(),
    status: text().$type<'open' | 'finished' | 'replaced'>().notNull().default('open'),
    answered: integer().notNull().default(0),
    token: text().notNull(),
    startedAt: ts().notNull(),
    expiresAt: ts().notNull(),
    updatedAt: ts().notNull(),
  },
  (t) => [index('assessment_attempts_user_time_idx').on(t.userId, t.startedAt)],
);

/** Facts the tutor remembers about a learner (set_memory), kept across sessions. */
export const tutorMemory = pgTable(
  'tutor_memory',
  {
    userId: owner(),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * One lesson conversation as the server saw it: the learner's turns counted and scored while the
 * session ran, so completion is earned, not posted. The id is chosen by the browser when the
 * session opens and sent again when it ends; the row stays after it ends (best scores, time).
 */
export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: uuid().primaryKey(),
    userId: owner(),
    lessonId: text()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    startedAt: ts().notNull(),
    lastTurnAt: ts(),
    learnerTurns: integer().notNull().default(0),
    /** Seconds of study measured from the learner's turns (long pauses capped). */
    studySeconds: integer().notNull().default(0),
    /** Lesson expressions used in sentences the checker accepted. */
    itemsUsed: jsonb().$type<string[]>().notNull().default([]),
    /** Lesson expressions tried only in sentences with an error. */
    itemsTried: jsonb().$type<string[]>().notNull().default([]),
    grammarUsed: boolean().notNull().default(false),
    /** The correction that mattered most, for the summary. */
    keyCorrection: jsonb().$type<{ original: string; corrected: string }>(),
    score: integer().notNull().default(0),
    /** Seconds of this attempt already added to the lesson's progress record. */
    countedSeconds: integer().notNull().default(0),
  },
  (t) => [
    index('lesson_attempts_user_lesson_idx').on(t.userId, t.lessonId),
    index('lesson_attempts_lesson_idx').on(t.lessonId),
  ],
);

/**
 * The mistakes ledger: every correction any tutor made, kept beyond its conversation so recurring
 * mistakes can be counted by kind. Written when the conversation is saved; one row per position
 * in that conversation's list, so a retried save can never store a correction twice.
 */
export const mistakes = pgTable(
  'mistakes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Where it stood in the conversation's list of corrections (0 = first). */
    position: integer().notNull(),
    /** One of CORRECTION_KINDS; anything else was stored as 'other'. */
    category: text().notNull(),
    original: text().notNull(),
    corrected: text().notNull(),
    explanation: text().notNull().default(''),
    createdAt: ts().notNull(),
  },
  (t) => [
    uniqueIndex('mistakes_conversation_position_idx').on(t.conversationId, t.position),
    index('mistakes_user_time_idx').on(t.userId, t.createdAt),
  ],
);
