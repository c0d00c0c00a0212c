import { z } from 'zod';
import {
  DAILY_GOALS,
  DAILY_GOAL_IDS,
  GOAL_IDS,
  IMPROVEMENT_GOAL_IDS,
  INTEREST_IDS,
  LEVEL_OPTION_IDS,
  OBSTACLE_IDS,
  type OnboardingData,
} from '../domain/onboarding';

const label = z.string().trim().min(1).max(80);

/** A chosen option with its priority (product.md#onboarding). */
function detailsOf<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  return z
    .array(z.object({ id: z.enum(ids), label, priority: z.number().int().min(1).max(ids.length) }))
    .max(ids.length);
}

function idsOf<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  return z
    .array(z.enum(ids))
    .max(ids.length)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an option');
}

/** The daily goal choice; its minutes must be the ones of the chosen option (product.md#entities, product.md#limits). */
const dailyGoalSchema = z
  .object({
    id: z.enum(DAILY_GOAL_IDS),
    type: z.literal('time'),
    value: z.number().int(),
    unit: z.literal('minutes'),
  })
  .refine((goal) => DAILY_GOALS.some((o) => o.id === goal.id && o.minutes === goal.value), {
    message: 'must be 5, 10, 15 or 20 minutes, matching the chosen option',
    path: ['value'],
  });

/** Onboarding data as kept in browser storage and sent to the server (product.md#onboarding). */
export const onboardingDataSchema = z
  .object({
    goals: idsOf(GOAL_IDS),
    goalDetails: detailsOf(GOAL_IDS),
    interests: idsOf(INTEREST_IDS),
    interestDetails: detailsOf(INTEREST_IDS),
    dailyGoal: dailyGoalSchema.nullable(),
    spanishLevel: z.enum(LEVEL_OPTION_IDS).nullable(),
    mainObstacle: z.object({ id: z.enum(OBSTACLE_IDS), label }).nullable(),
    improvementGoals: idsOf(IMPROVEMENT_GOAL_IDS),
    improvementDetails: detailsOf(IMPROVEMENT_GOAL_IDS),
    hasTriedChat: z.boolean().default(false),
  })
  .superRefine((data, ctx) => {
    // Each id list and its details describe one selection; when details are kept they must agree.
    const pairs = [
      ['goalDetails', data.goals, data.goalDetails],
      ['interestDetails', data.interests, data.interestDetails],
      ['improvementDetails', data.improvementGoals, data.improvementDetails],
    ] as const;
    for (const [path, ids, details] of pairs) {
      if (details.length === 0) continue;
      const same = details.length === ids.length && details.every((d) => (ids as string[]).includes(d.id));
      if (!same) ctx.addIssue({ code: 'custom', path: [path], message: 'must list the same options' });
    }
  }) satisfies z.ZodType<OnboardingData, unknown>;

/** `PUT /api/me/onboarding`: the finished questionnaire (product.md#onboarding-flow). */
export const saveOnboardingRequestSchema = z.object({ onboardingData: onboardingDataSchema });

/** `POST /api/me/quick-start`: the level choice (product.md#quick-start, product.md#quick-start-progress). */
export const quickStartChoiceRequestSchema = z.object({
  choice: z.enum(['beginner', 'some-experience']),
});
