import { DAILY_GOALS, OBSTACLES, type DailyGoalId, type ObstacleId } from './options';
import type { DailyGoalChoice, OnboardingData, SelectionDetail } from './types';

/**
 * Adds `id` at the end of the selection, or removes it if already chosen (product.md#onboarding
 * "priority = order chosen"). After a removal the rest are renumbered 1..n so priorities stay dense.
 */
export function toggleSelection<Id extends string>(
  details: readonly SelectionDetail<Id>[],
  id: Id,
  label: string,
): SelectionDetail<Id>[] {
  const kept = details.some((d) => d.id === id)
    ? details.filter((d) => d.id !== id)
    : [...details, { id, label, priority: details.length + 1 }];
  return [...kept]
    .sort((a, b) => a.priority - b.priority)
    .map((detail, index) => ({ ...detail, priority: index + 1 }));
}

/** The ids of a selection, in the order chosen. */
export function selectedIds<Id extends string>(details: readonly SelectionDetail<Id>[]): Id[] {
  return [...details].sort((a, b) => a.priority - b.priority).map((d) => d.id);
}

/** The stored shape of a daily goal choice (product.md#onboarding). */
export function dailyGoalChoice(id: DailyGoalId): DailyGoalChoice {
  const option = DAILY_GOALS.find((g) => g.id === id);
  if (!option) throw new RangeError(`Unknown daily goal ${id}`);
  return { id, type: 'time', value: option.minutes, unit: 'minutes' };
}

/** The stored shape of the main obstacle (product.md#onboarding). */
export function obstacleChoice(id: ObstacleId): NonNullable<OnboardingData['mainObstacle']> {
  const option = OBSTACLES.find((o) => o.id === id);
  if (!option) throw new RangeError(`Unknown obstacle ${id}`);
  return { id, label: option.label };
}
