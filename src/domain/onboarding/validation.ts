import { ONBOARDING_STEPS, type OnboardingData, type OnboardingStep } from './types';

/** Minimum number of interests (product.md#limits). */
export const MIN_INTERESTS = 3;
export const MIN_GOALS = 1;
export const MIN_IMPROVEMENT_GOALS = 1;

/** Whether Continue is enabled on a step (product.md#validation). */
export function canContinue(step: OnboardingStep, data: OnboardingData): boolean {
  switch (step) {
    case 1:
      return data.goals.length >= MIN_GOALS;
    case 2:
      return data.interests.length >= MIN_INTERESTS;
    case 3:
      return data.dailyGoal !== null;
    case 4:
      return data.mainObstacle !== null;
    case 5:
      return data.spanishLevel !== null;
    case 6:
      return data.improvementGoals.length >= MIN_IMPROVEMENT_GOALS;
  }
}

/** Every step's requirement is met (product.md#onboarding-flow). */
export function isOnboardingComplete(data: OnboardingData): boolean {
  return ONBOARDING_STEPS.every((step) => canContinue(step, data));
}

/** The first step whose requirement is not yet met, or null when onboarding is complete. */
export function firstIncompleteStep(data: OnboardingData): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => !canContinue(step, data)) ?? null;
}
