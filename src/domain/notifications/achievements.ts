/** achievement milestones. */
export const STREAK_MILESTONES = [3, 7, 30, 100] as const;
export const WORDS_MILESTONES = [50, 100, 500] as const;

export type Achievement =
  | { kind: 'streak'; milestone: number }
  | { kind: 'words'; milestone: number }
  | { kind: 'first-lesson-of-level'; level: string };

/** The highest milestone at or below `value` (the one the learner holds now), or null. */
export function reachedMilestone(list: readonly number[], value: number): number | null {
  let reached: number | null = null;
  for (const m of list) if (m <= value) reached = m;
  return reached;
}
