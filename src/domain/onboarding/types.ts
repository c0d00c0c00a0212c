import type {
  DailyGoalId,
  GoalId,
  ImprovementGoalId,
  InterestId,
  LevelOptionId,
  ObstacleId,
} from './options';

/** A chosen option with its place in the order chosen (product.md#onboarding). */
export interface SelectionDetail<Id extends string = string> {
  id: Id;
  label: string;
  /** 1 for the first choice, 2 for the second, and so on. */
  priority: number;
}

export interface DailyGoalChoice {
  id: DailyGoalId;
  type: 'time';
  value: number;
  unit: 'minutes';
}

/** Onboarding answers kept locally, then saved to the profile (product.md#onboarding). */
export interface OnboardingData {
  goals: GoalId[];
  goalDetails: SelectionDetail<GoalId>[];
  interests: InterestId[];
  interestDetails: SelectionDetail<InterestId>[];
  dailyGoal: DailyGoalChoice | null;
  spanishLevel: LevelOptionId | null;
  mainObstacle: { id: ObstacleId; label: string } | null;
  improvementGoals: ImprovementGoalId[];
  improvementDetails: SelectionDetail<ImprovementGoalId>[];
  hasTriedChat: boolean;
}

/** Local storage key of the onboarding data (product.md#storage-keys). */
export const ONBOARDING_STORAGE_KEY = 'onboardingData';

export const ONBOARDING_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Nothing chosen yet: the start state and the state after Restart (product.md#onboarding-flow). */
export function emptyOnboardingData(): OnboardingData {
  return {
    goals: [],
    goalDetails: [],
    interests: [],
    interestDetails: [],
    dailyGoal: null,
    spanishLevel: null,
    mainObstacle: null,
    improvementGoals: [],
    improvementDetails: [],
    hasTriedChat: false,
  };
}
