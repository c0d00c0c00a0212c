/** Issue 18 achievement milestones. */
export const STREAK_MILESTONES = [3, 7, 30, 100] as const;
export const WORDS_MILESTONES = [50, 100, 500] as const;

export type Achievement =
  | { kind: 'streak'; milestone: number }
  | { kind: 'words'; milestone: number }
  | { kind: 'first-lesson-of-level'; level: string };

/** The milestones crossed going from `before` to `after` (each once: before < m ≤ after). */
export function crossedMilestones(list: readonly number[], before: number, after: number): number[] {
  return list.filter((m) => before < m && m <= after);
}

/**
 * Achievements earned by a change of the learner's counts: streak and words-learned milestones
 * crossed, and a level whose first lesson was just completed (0 → 1 completed in that level).
 */
export function achievementsEarned(
  before: { streak: number; wordsLearned: number; lessonsByLevel: Record<string, number> },
  after: { streak: number; wordsLearned: number; lessonsByLevel: Record<string, number> },
): Achievement[] {
  const earned: Achievement[] = [];
  for (const m of crossedMilestones(STREAK_MILESTONES, before.streak, after.streak))
    earned.push({ kind: 'streak', milestone: m });
  for (const m of crossedMilestones(WORDS_MILESTONES, before.wordsLearned, after.wordsLearned))
    earned.push({ kind: 'words', milestone: m });
  for (const [level, count] of Object.entries(after.lessonsByLevel))
    if (count >= 1 && (before.lessonsByLevel[level] ?? 0) === 0)
      earned.push({ kind: 'first-lesson-of-level', level });
  return earned;
}

/** The highest milestone at or below `value` (the one the learner holds now), or null. */
export function reachedMilestone(list: readonly number[], value: number): number | null {
  let reached: number | null = null;
  for (const m of list) if (m <= value) reached = m;
  return reached;
}
