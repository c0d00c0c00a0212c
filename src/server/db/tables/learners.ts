import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { authUser } from '../auth-schema';
import { ts } from './columns';

/** The learner's own document (product.md#account). */

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
 * The learner's document (product.md#account). The default fields are nullable on
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
  /** The current subscription was cancelled to end at `subscriptionEndsAt` instead of renewing. */
  subscriptionCancelAtPeriodEnd: boolean().notNull().default(false),
  learningMotivations: jsonb().$type<string[]>().notNull().default([]),
  interests: jsonb().$type<string[]>().notNull().default([]),
  /** Onboarding step 6's focus areas (product.md#onboarding). */
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
