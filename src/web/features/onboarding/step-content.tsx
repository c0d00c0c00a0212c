import { useTranslation } from 'react-i18next';
import {
  DAILY_GOAL_IDS,
  GOALS,
  GOAL_IDS,
  IMPROVEMENT_GOALS,
  IMPROVEMENT_GOAL_IDS,
  INTERESTS,
  INTEREST_IDS,
  LEVEL_OPTION_IDS,
  MIN_GOALS,
  MIN_IMPROVEMENT_GOALS,
  MIN_INTERESTS,
  OBSTACLE_IDS,
  dailyGoalChoice,
  labelOf,
  obstacleChoice,
  selectedIds,
  toggleSelection,
  type DailyGoalId,
  type GoalId,
  type ImprovementGoalId,
  type InterestId,
  type LevelOptionId,
  type ObstacleId,
  type OnboardingData,
  type OnboardingStep,
} from '../../../domain/onboarding';
import { ChoiceList } from './choice-list';
import { useOptionText } from './use-option-text';

/** How many more choices a multi-select step needs before Continue opens (product.md#validation). */
export function missingChoices(step: OnboardingStep, data: OnboardingData): number {
  if (step === 1) return Math.max(0, MIN_GOALS - data.goals.length);
  if (step === 2) return Math.max(0, MIN_INTERESTS - data.interests.length);
  if (step === 6) return Math.max(0, MIN_IMPROVEMENT_GOALS - data.improvementGoals.length);
  return 0;
}

/** The choices of one step; every change goes through the domain's selection helpers. */
export function StepChoices({
  step,
  data,
  onChange,
}: {
  step: OnboardingStep;
  data: OnboardingData;
  onChange: (data: OnboardingData) => void;
}) {
  const { t } = useTranslation();
  const options = useOptionText();
  const legend = t(`onboarding.steps.${step}.prompt`);
  switch (step) {
    case 1:
      return (
        <ChoiceList
          legend={legend}
          multiple
          items={options('goals', GOAL_IDS)}
          selected={data.goals}
          onToggle={(id) => {
            const goalDetails = toggleSelection(data.goalDetails, id as GoalId, labelOf(GOALS, id as GoalId));
            onChange({ ...data, goalDetails, goals: selectedIds(goalDetails) });
          }}
        />
      );
    case 2:
      return (
        <ChoiceList
          legend={legend}
          multiple
          items={options('interests', INTEREST_IDS)}
          selected={data.interests}
          onToggle={(id) => {
            const interestDetails = toggleSelection(
              data.interestDetails,
              id as InterestId,
              labelOf(INTERESTS, id as InterestId),
            );
            onChange({ ...data, interestDetails, interests: selectedIds(interestDetails) });
          }}
        />
      );
    case 3:
      return (
        <ChoiceList
          legend={legend}
          multiple={false}
          items={options('dailyGoals', DAILY_GOAL_IDS)}
          selected={data.dailyGoal ? [data.dailyGoal.id] : []}
          onToggle={(id) => onChange({ ...data, dailyGoal: dailyGoalChoice(id as DailyGoalId) })}
        />
      );
    case 4:
      return (
        <ChoiceList
          legend={legend}
          multiple={false}
          items={options('obstacles', OBSTACLE_IDS)}
          selected={data.mainObstacle ? [data.mainObstacle.id] : []}
          onToggle={(id) => onChange({ ...data, mainObstacle: obstacleChoice(id as ObstacleId) })}
        />
      );
    case 5:
      return (
        <ChoiceList
          legend={legend}
          multiple={false}
          items={options('levels', LEVEL_OPTION_IDS)}
          selected={data.spanishLevel ? [data.spanishLevel] : []}
          onToggle={(id) => onChange({ ...data, spanishLevel: id as LevelOptionId })}
        />
      );
    case 6:
      return (
        <ChoiceList
          legend={legend}
          multiple
          items={options('improvementGoals', IMPROVEMENT_GOAL_IDS)}
          selected={data.improvementGoals}
          onToggle={(id) => {
            const improvementDetails = toggleSelection(
              data.improvementDetails,
              id as ImprovementGoalId,
              labelOf(IMPROVEMENT_GOALS, id as ImprovementGoalId),
            );
            onChange({ ...data, improvementDetails, improvementGoals: selectedIds(improvementDetails) });
          }}
        />
      );
  }
}
