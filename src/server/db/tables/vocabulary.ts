import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newSrsState } from '../../../domain/srs';
import { ts, owner } from './columns';
import { conversations, lessons } from './learning';

/** Words, their counters and the reviews applied to them (ADR 0012). */

// A word saved by any path starts with the domain's scheduling defaults (one owner of the rule).
const NEW_CARD = newSrsState(new Date(0));

export const vocabulary = pgTable(
  'vocabulary',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    word: text().notNull(),
    translation: text().notNull(),
    context: text().notNull().default(''),
    difficulty: integer().notNull().default(1),
    category: text().notNull().default('general'),
    definition: text().notNull().default(''),
    status: text().notNull().default(NEW_CARD.status),
    timesReviewed: integer().notNull().default(NEW_CARD.timesReviewed),
    correctReviews: integer().notNull().default(NEW_CARD.correctReviews),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    lastReviewed: ts(),
    nextReviewDue: ts().notNull().defaultNow(),
    interval: integer().notNull().default(NEW_CARD.interval),
    easeFactor: doublePrecision().notNull().default(NEW_CARD.easeFactor),
    consecutiveCorrect: integer().notNull().default(NEW_CARD.consecutiveCorrect),
    lastReviewResult: text(),
    /**
     * The last review applied to the card (its client review id). Only the review statement
     * writes it, and it moves the learner's counters itself: the counters trigger skips an update
     * that changes this column (migration 0011, ADR 0012).
     */
    lastReviewId: uuid(),
    /**
     * What the card asks (ADR 0028): `word` (word → translation) or `correction`, where `word`
     * holds the learner's sentence, `translation` the corrected one and `definition` the why.
     * One table keeps one review statement, one due list and one due count for both kinds.
     */
    kind: text().notNull().default('word'),
    /**
     * Where the card came from (ADR 0032): the conversation it was saved from, and the lesson
     * that conversation played, if any. Null for words added by hand or imported. Deleting a
     * conversation (or a lesson) keeps the card and forgets the link: the card is the learner's.
     */
    sourceConversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    sourceLessonId: text().references(() => lessons.id, { onDelete: 'set null' }),
    /**
     * FSRS's memory of the card (ADR 0030), set while its learner schedules with FSRS and null
     * under the classic table: `fsrsState` null is what makes a card classic. Stability in days,
     * difficulty 1–10, state 0 new … 3 relearning, lapses, and the desired retention it is
     * scheduled for, so a review needs nothing but the card.
     */
    fsrsStability: doublePrecision(),
    fsrsDifficulty: doublePrecision(),
    fsrsState: integer(),
    fsrsLapses: integer(),
    fsrsRetention: doublePrecision(),
  },
  (t) => [
    index('vocabulary_user_due_idx').on(t.userId, t.nextReviewDue),
    // Deleting a conversation or a lesson finds its cards by these (every reference is indexed).
    index('vocabulary_source_conversation_idx').on(t.sourceConversationId),
    index('vocabulary_source_lesson_idx').on(t.sourceLessonId),
    index('vocabulary_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('vocabulary_user_word_idx').on(t.userId, sql`lower(${t.word})`),
  ],
);

/**
 * Per-learner vocabulary figures kept on write (ADR 0012): a statement-level trigger on
 * `vocabulary` adds each statement's row changes here in the same statement, so the dashboard
 * reads one row instead of counting every word. Status other than mastered/needs_review counts
 * as learning (domain/vocabulary-stats.ts `statusOf`, held to this by a test).
 */
export const vocabularyCounters = pgTable('vocabulary_counters', {
  userId: owner().primaryKey(),
  learning: integer().notNull().default(0),
  mastered: integer().notNull().default(0),
  needsReview: integer().notNull().default(0),
  total: integer().notNull().default(0),
  /** Words reviewed at least once, and their summed review counts (review accuracy). */
  reviewedWords: integer().notNull().default(0),
  timesReviewed: integer().notNull().default(0),
  correctReviews: integer().notNull().default(0),
  /**
   * Cards due at `dueAt`; cards falling due after it are counted from the (user, due) index, a
   * short range because every write moves `dueAt` to its own time.
   */
  due: integer().notNull().default(0),
  dueAt: ts(),
});

/** One row per applied review, keyed by the client's review id so a retry applies once. */
export const vocabularyReviews = pgTable(
  'vocabulary_reviews',
  {
    reviewId: uuid().primaryKey(),
    /**
     * The card's learner, copied from the card by the review statement. No reference of its own:
     * deleting a learner deletes their cards, and a card's reviews go with it. A second reference
     * made every review lock the learner's row as well.
     */
    userId: text().notNull(),
    /**
     * The card. Not a reference either (migration 0012): a card's deletion deletes its reviews
     * through a statement trigger on `vocabulary` that finds them by (learner, card) on the
     * learner's index. A cascading reference looks them up by this column alone, which wanted a
     * third index written on every review (0.46 → 0.41 of the floor); without one, deleting a
     * word read every learner's reviews.
     */
    vocabularyId: uuid().notNull(),
    rating: text().notNull(),
    reviewedAt: ts().notNull(),
    appliedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('vocabulary_reviews_user_time_idx').on(t.userId, t.reviewedAt)],
);

/** PostgreSQL's bytes column, which drizzle's pg-core builds only as a custom type. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A word's own pronunciation, brought in with it from an Anki package (`[sound:…]` in a note).
 * It goes with its word (and so with the learner's account), which is why it has no owner column
 * of its own.
 */
export const vocabularyAudio = pgTable('vocabulary_audio', {
  vocabularyId: uuid()
    .primaryKey()
    .references(() => vocabulary.id, { onDelete: 'cascade' }),
  /** The file's name in the package, which also gives its kind (mp3, ogg, wav…). */
  fileName: text().notNull(),
  audio: bytes().notNull(),
});
