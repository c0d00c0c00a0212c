// Test-only helper for the onboarding tests; not imported by production code.
import { INTERESTS, labelOf, type InterestId } from './options';
import { dailyGoalChoice, obstacleChoice, toggleSelection } from './selection';
import { emptyOnboardingData, type OnboardingData, type SelectionDetail } from './types';

const interests: InterestId[] = ['food', 'business', 'culture'];

/** A fully answered questionnaire, built through the same helpers the screens use. */
export function completeOnboardingData(): OnboardingData {
  const interestDetails = interests.reduce<SelectionDetail<InterestId>[]>(
    (acc, id) => toggleSelection(acc, id, labelOf(INTERESTS, id)),
    [],
  );
  return {
    ...emptyOnboardingData(),
    goals: ['work', 'travel'],
    goalDetails: toggleSelection(toggleSelection([], 'work', 'Work'), 'travel', 'Travel'),
    interests: [...interests],
    interestDetails,
    dailyGoal: dailyGoalChoice('regular'),
    mainObstacle: obstacleChoice('time'),
    spanishLevel: 'a2',
    improvementGoals: ['listening', 'confidence'],
    improvementDetails: toggleSelection(
      toggleSelection([], 'listening', 'Listening'),
      'confidence',
      'Speaking confidence',
    ),
  };
}
