import {
  DAILY_GOALS,
  GOAL_IDS,
  IMPROVEMENT_GOAL_IDS,
  INTEREST_IDS,
  LEVEL_OPTION_IDS,
  canContinue,
  emptyOnboardingData,
  firstIncompleteStep,
  isOnboardingComplete,
  type GoalId,
  type ImprovementGoalId,
  type InterestId,
  type LevelOptionId,
  type OnboardingData,
  type OnboardingStep,
} from '../../../domain/onboarding';
import type { UserDocument } from '../../../contracts/user';

/** Where the learner is: a step's choices, the interests confirmation, the obstacle's solution, or the plan. */
export type OnboardingView = 'select' | 'confirm' | 'solution' | 'summary';

export interface OnboardingFlowState {
  step: OnboardingStep;
  view: OnboardingView;
  data: OnboardingData;
}

export type OnboardingFlowEvent =
  { type: 'update'; data: OnboardingData } | { type: 'continue' } | { type: 'back' } | { type: 'restart' };

/**
 * The summary for a learner whose profile says onboarding is complete while this browser holds no
 * complete answers (product.md#onboarding-flow): the profile's fields read back as onboarding answers.
 */
export function dataFromProfile(user: UserDocument): OnboardingData {
  const level = user.proficiencyLevel?.toLowerCase();
  const goal = DAILY_GOALS.find((g) => g.minutes === user.dailyGoal?.minutes);
  return {
    ...emptyOnboardingData(),
    goals: user.learningMotivations.filter((id): id is GoalId =>
      (GOAL_IDS as readonly string[]).includes(id),
    ),
    interests: user.interests.filter((id): id is InterestId =>
      (INTEREST_IDS as readonly string[]).includes(id),
    ),
    improvementGoals: (user.improvementGoals ?? []).filter((id): id is ImprovementGoalId =>
      (IMPROVEMENT_GOAL_IDS as readonly string[]).includes(id),
    ),
    dailyGoal: goal ? { id: goal.id, type: 'time', value: goal.minutes, unit: 'minutes' } : null,
    spanishLevel: (LEVEL_OPTION_IDS as readonly string[]).includes(level ?? '')
      ? (level as LevelOptionId)
      : null,
  };
}

/** Whether the profile holds finished onboarding with its preferences (product.md#onboarding-flow). */
export function profileHasOnboarding(user: UserDocument | null): user is UserDocument {
  return Boolean(
    user?.onboardingCompleted && (user.learningMotivations.length > 0 || user.interests.length > 0),
  );
}

/** The first screen: summary for complete data (local, else profile), otherwise resume at the first open step. */
export function initialFlow(stored: OnboardingData | null, user: UserDocument | null): OnboardingFlowState {
  if (stored && isOnboardingComplete(stored)) return { step: 6, view: 'summary', data: stored };
  if (profileHasOnboarding(user)) return { step: 6, view: 'summary', data: dataFromProfile(user) };
  const data = stored ?? emptyOnboardingData();
  return { step: firstIncompleteStep(data) ?? 1, view: 'select', data };
}

/** Step transitions (product.md#quick-start, product.md#onboarding-flow): confirmation after step 2, solution after step 4, plan after step 6. */
export function onboardingFlowReducer(
  state: OnboardingFlowState,
  event: OnboardingFlowEvent,
): OnboardingFlowState {
  switch (event.type) {
    case 'update':
      // The confirmation and summary views lock the selection (product.md#onboarding-flow).
      return state.view === 'select' ? { ...state, data: event.data } : state;
    case 'continue':
      if (state.view === 'summary') return state;
      if (state.view === 'select' && !canContinue(state.step, state.data)) return state;
      if (state.view === 'select' && state.step === 2) return { ...state, view: 'confirm' };
      if (state.view === 'select' && state.step === 4) return { ...state, view: 'solution' };
      if (state.step === 6) return { ...state, view: 'summary' };
      return { ...state, step: (state.step + 1) as OnboardingStep, view: 'select' };
    case 'back':
      if (state.view === 'confirm' || state.view === 'solution') return { ...state, view: 'select' };
      if (state.view === 'summary' || state.step === 1) return state;
      return { ...state, step: (state.step - 1) as OnboardingStep, view: 'select' };
    case 'restart':
      return { step: 1, view: 'select', data: emptyOnboardingData() };
  }
}
