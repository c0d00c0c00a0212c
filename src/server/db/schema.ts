import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth-schema';
import { newSrsState } from '../../domain/srs';

// A word saved by any path starts with the domain's scheduling defaults (one owner of the rule).
const NEW_CARD = newSrsState(new Date(0));

export * from './auth-schema';

const ts = (name?: string) =>
  name ? timestamp(name, { withTimezone: true }) : timestamp({ withTimezone: true });
const owner = () =>
  text()
    .notNull()
    .references(() => authUser.id, { onDelete: 'cascade' });

export interface DailyGoal {
  minutes: number;
  type: string;
}
export interface DailyTarget {
  type: 'daily_minutes';
  target: number;
  current: number;
}

/**
 * The learner's document (spec doc 1 §3 `users`). The default fields are nullable on
 * purpose: a document written by an older version may lack them, and sign-in repairs it.
 */
export const users = pgTable('users', {
  uid: text()
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
  isEmailVerified: boolean().notNull().default(false),
  lessonsCompleted: integer().notNull().default(0),
  wordsLearned: integer().notNull().default(0),
  onboardingCompleted: boolean(),
  assessmentCompleted: boolean(),
  learningStreak: integer(),
  vocabularyReviewsDue: integer(),
  lastActiveDate: ts(),
  lastLoginAt: ts(),
  trialEndsAt: ts(),
  subscriptionEndsAt: ts(),
  learningMotivations: jsonb().$type<string[]>().notNull().default([]),
  interests: jsonb().$type<string[]>().notNull().default([]),
  /** Onboarding step 6's focus areas (spec doc 1 §3 "Onboarding data ... saved to the user profile"). */
  improvementGoals: jsonb().$type<string[]>().notNull().default([]),
  dailyGoal: jsonb().$type<DailyGoal | null>(),
  proficiencyLevel: text(),
  targetLanguage: text().notNull().default('es'),
  nativeLanguage: text().notNull().default('en'),
  stripeCustomerId: text(),
  subscriptionStatus: text().notNull().default('none'),
  preferences: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  dailyTargets: jsonb().$type<DailyTarget[]>().notNull().default([]),
  displayName: text(),
  timeZone: text().notNull().default('UTC'),
});

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
  },
  (t) => [
    index('vocabulary_user_due_idx').on(t.userId, t.nextReviewDue),
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
     * made every review lock the learner's row as well (issue 17 goal 4).
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
    vocabulary: jsonb().$type<{ spanish: string; english: string }[]>().notNull(),
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
      .$type<{ original: string; corrected: string; explanation: string }[]>()
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
 * Full assessments in progress (issue 14): one open attempt per learner, and an abandoned attempt
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

/** Provider-neutral payment customer, ensured after every sign-in. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text()
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  customerId: text().notNull().unique(),
  createdAt: ts().notNull().defaultNow(),
});

/** The embedded mail adapter's outbox: every message the app would have sent. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid().primaryKey().defaultRandom(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  /** HTML part and kind (reminder, weekly, …) of notification emails; null for account email. */
  html: text(),
  kind: text(),
  createdAt: ts().notNull().defaultNow(),
});

/** Per-window hit counters shared by every server process (sign-in, sign-up, reset, mail). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: ts().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** First-party analytics events. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => authUser.id, { onDelete: 'set null' }),
    name: text().notNull(),
    props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_time_idx').on(t.name, t.createdAt),
    index('analytics_events_user_idx').on(t.userId),
  ],
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

/** Checkout sessions: the test-mode checkout's own, and Stripe's ids for reference. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    userId: owner(),
    customerId: text().notNull(),
    plan: text().notNull(),
    priceId: text().notNull(),
    provider: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: ts().notNull().defaultNow(),
    completedAt: ts(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Payment-provider subscriptions as last read from the provider (the source of truth for status). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text().primaryKey(),
    userId: owner(),
    customerId: text().notNull(),
    status: text().notNull(),
    plan: text(),
    trialEnd: ts(),
    currentPeriodEnd: ts(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Webhook events already applied, so a redelivered event is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: ts().notNull().defaultNow(),
});

/**
 * Durable jobs shared by every process (issue 18, ADR 0010): claimed with FOR UPDATE SKIP LOCKED,
 * retried with backoff. `key` is unique, so a reminder planned by two processes is stored once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    key: text().notNull().unique(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    runAt: ts().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lastError: text(),
    lockedBy: text(),
    lockedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/** Web Push subscriptions, one per device (endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
