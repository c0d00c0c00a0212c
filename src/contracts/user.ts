import { z } from 'zod';
import { onboardingDataSchema } from './profile';
import { displayNameSchema } from './account';

/** The user document as the API returns it (product.md#account; dates as ISO strings). */
export const userDocumentSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    isEmailVerified: z.boolean(),
    lessonsCompleted: z.number(),
    wordsLearned: z.number(),
    onboardingCompleted: z.boolean(),
    assessmentCompleted: z.boolean(),
    learningStreak: z.number(),
    vocabularyReviewsDue: z.number(),
    lastActiveDate: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    trialEndsAt: z.string().nullable(),
    subscriptionEndsAt: z.string().nullable(),
    /** The subscription was cancelled: it runs until `subscriptionEndsAt` and does not renew. */
    subscriptionCancelAtPeriodEnd: z.boolean(),
    learningMotivations: z.array(z.string()),
    interests: z.array(z.string()),
    /** Onboarding focus areas, so the study plan rebuilt from the profile keeps them. */
    improvementGoals: z.array(z.string()),
    dailyGoal: z.object({ minutes: z.number(), type: z.string() }).nullable(),
    proficiencyLevel: z.string().nullable(),
    targetLanguage: z.string(),
    nativeLanguage: z.string(),
    stripeCustomerId: z.string().nullable(),
    subscriptionStatus: z.string(),
    preferences: z.record(z.string(), z.unknown()),
    dailyTargets: z.array(
      z.object({ type: z.literal('daily_minutes'), target: z.number(), current: z.number() }),
    ),
    timeZone: z.string(),
  })
  .meta({ id: 'UserDocument' });
/**
 * GET /api/session: who is here. A visitor is an answer, not an error, so a signed-out page's
 * first load leaves no 401 in the console.
 */
export const sessionResponseSchema = z.object({ user: userDocumentSchema.nullable() });

export type UserDocument = z.infer<typeof userDocumentSchema>;

const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const setupRequestSchema = z.object({
  timeZone: timeZoneSchema.default('UTC'),
  /** Whether onboarding answers are waiting in this browser (product.md#sign-in routing). */
  hasOnboardingData: z.boolean().default(false),
  /** The answers themselves, saved to the profile at sign-in (product.md#onboarding, product.md#onboarding-flow). */
  onboardingData: onboardingDataSchema.optional(),
});

export const setupResponseSchema = z.object({
  user: userDocumentSchema,
  next: z.enum(['/dashboard', '/payment', '/quick-start']),
});

export const activityRequestSchema = z.object({ timeZone: timeZoneSchema.optional() });

export const patchMeSchema = z
  .object({
    displayName: displayNameSchema.nullable(),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();

/** POST /api/me/activity: the streak after today's activity (product.md#streak). */
export const activityResponseSchema = z.object({
  learningStreak: z.number(),
  lastActiveDate: z.string().nullable(),
});
