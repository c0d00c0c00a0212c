import type { Level } from '../levels';
import {
  GOALS,
  IMPROVEMENT_GOALS,
  INTERESTS,
  LEVEL_OPTION_IDS,
  PLAN_LEVEL_NAMES,
  labelOf,
  type LevelOptionId,
} from './options';
import { selectedIds } from './selection';
import type { OnboardingData, SelectionDetail } from './types';
import { isOnboardingComplete } from './validation';

/** Days in the weekly figures; the settings weekly goal is also 7 × the daily goal (product.md#settings). */
const DAYS_PER_WEEK = 7;
/**
 * New words per practice minute. One word a minute makes 15 minutes a day about 105 words a week,
 * in line with the product's "100+ words in your first 7 days" at the quick-start target of 15 minutes.
 */
export const WORDS_PER_PRACTICE_MINUTE = 1;

export interface StudyPlanSummary {
  levelNumber: number;
  levelName: string;
  dailyMinutes: number;
  weeklyMinutes: number;
  topics: string[];
  motivation: string | null;
  goals: string[];
  focus: string[];
  wordsPerWeek: number;
}

/** Thrown when a profile is built from onboarding data that still misses a step. */
export class IncompleteOnboardingError extends Error {
  override name = 'IncompleteOnboardingError';
  constructor() {
    super('Onboarding data is incomplete');
  }
}

/** The CEFR level of a level option: a0 → A0 … c2 → C2. */
export function levelFromOption(id: LevelOptionId): Level {
  return id.toUpperCase() as Level;
}

/** Ids by priority when details were kept, else the plain id list (older stored data). */
function inChosenOrder<Id extends string>(details: readonly SelectionDetail<Id>[], ids: readonly Id[]): Id[] {
  return details.length > 0 ? selectedIds(details) : [...ids];
}

/**
 * The plan screen's summary (product.md#quick-start step 6): level name, plan stats, motivation, goals,
 * topics. Missing answers read as level 0 and 0 minutes, since the summary may show for a learner
 * whose local data is incomplete (product.md#onboarding-flow).
 */
export function studyPlanSummary(data: OnboardingData): StudyPlanSummary {
  const levelNumber = data.spanishLevel ? LEVEL_OPTION_IDS.indexOf(data.spanishLevel) : 0;
  const dailyMinutes = data.dailyGoal?.value ?? 0;
  const weeklyMinutes = dailyMinutes * DAYS_PER_WEEK;
  const goals = inChosenOrder(data.goalDetails, data.goals).map((id) => labelOf(GOALS, id));
  return {
    levelNumber,
    levelName: PLAN_LEVEL_NAMES[levelNumber] ?? PLAN_LEVEL_NAMES[0],
    dailyMinutes,
    weeklyMinutes,
    topics: inChosenOrder(data.interestDetails, data.interests).map((id) => labelOf(INTERESTS, id)),
    motivation: goals[0] ?? null,
    goals,
    focus: inChosenOrder(data.improvementDetails, data.improvementGoals).map((id) =>
      labelOf(IMPROVEMENT_GOALS, id),
    ),
    // Stryker disable next-line ArithmeticOperator: at one word a minute, multiplying and dividing by it agree
    wordsPerWeek: weeklyMinutes * WORDS_PER_PRACTICE_MINUTE,
  };
}

export interface OnboardingProfileFields {
  learningMotivations: string[];
  interests: string[];
  improvementGoals: string[];
  dailyGoal: { minutes: number; type: 'time' };
  proficiencyLevel: Level;
}

/** The profile fields saved when onboarding finishes (product.md#account, product.md#onboarding-flow). */
export function profileFromOnboarding(data: OnboardingData): OnboardingProfileFields {
  if (!isOnboardingComplete(data) || !data.dailyGoal || !data.spanishLevel) {
    throw new IncompleteOnboardingError();
  }
  return {
    learningMotivations: [...data.goals],
    interests: [...data.interests],
    improvementGoals: inChosenOrder(data.improvementDetails, data.improvementGoals),
    dailyGoal: { minutes: data.dailyGoal.value, type: 'time' },
    proficiencyLevel: levelFromOption(data.spanishLevel),
  };
}

/**
 * Whether the learner has a study plan: onboarding's answers were saved to the profile (its goals
 * and daily goal). Skipping the quick start marks onboarding complete (product.md#quick-start-progress) but makes
 * no plan, so the flag alone does not tell.
 */
export function hasStudyPlan(profile: {
  learningMotivations: readonly string[];
  dailyGoal: { minutes: number } | null;
}): boolean {
  return profile.learningMotivations.length > 0 && profile.dailyGoal !== null;
}
