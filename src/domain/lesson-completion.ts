/**
 * When a lesson counts as done. A lesson record means "completed" and unlocks what follows, so it
 * is earned in the conversation the server carried: enough of the learner's own turns, and a score
 * that counts the lesson's expressions and its grammar point used in sentences nobody could fault.
 * Pure: the caller supplies what the learner used and the times.
 */

/** Fewest learner turns that make a lesson conversation (a greeting and a goodbye are not one). */
export const MIN_LESSON_TURNS = 4;
/** Score a lesson needs to count as completed, in percent. */
export const LESSON_PASS_SCORE = 60;
/** Longest stretch between two learner turns counted as study; a longer pause is time away. */
export const MAX_COUNTED_PAUSE_SECONDS = 5 * 60;

export interface LessonUse {
  /** How many target expressions the lesson has. */
  itemsTotal: number;
  /** How many of them the learner used in sentences the checker accepted. */
  itemsUsed: number;
  /** Whether the learner used the lesson's grammar point in an accepted sentence. */
  grammarUsed: boolean;
  learnerTurns: number;
}

export interface LessonVerdict {
  /** 0–100: expressions used correctly plus the grammar point, out of all of them. */
  score: number;
  completed: boolean;
  /** What is still missing, when not completed. */
  short: { turns: number; score: number } | null;
}

/** The grammar point weighs as one expression: 7 of 10 expressions pass, 6 of 10 need the grammar too. */
export function lessonScore(use: Pick<LessonUse, 'itemsTotal' | 'itemsUsed' | 'grammarUsed'>): number {
  const total = use.itemsTotal + 1;
  const earned = Math.min(use.itemsUsed, use.itemsTotal) + (use.grammarUsed ? 1 : 0);
  return Math.round((earned / total) * 100);
}

export function lessonVerdict(use: LessonUse): LessonVerdict {
  const score = lessonScore(use);
  const turnsShort = Math.max(0, MIN_LESSON_TURNS - use.learnerTurns);
  const scoreShort = Math.max(0, LESSON_PASS_SCORE - score);
  const completed = turnsShort === 0 && scoreShort === 0;
  return { score, completed, short: completed ? null : { turns: turnsShort, score: scoreShort } };
}

/**
 * Seconds of study in a lesson conversation, measured from the learner's turns: the time from
 * the start to each turn, with long pauses (a tab left open) counted as MAX_COUNTED_PAUSE_SECONDS.
 */
export function studySeconds(startedAt: Date, turnTimes: readonly Date[]): number {
  let last = startedAt.getTime();
  let total = 0;
  for (const time of [...turnTimes].map((t) => t.getTime()).sort((a, b) => a - b)) {
    // Stryker disable next-line EqualityOperator: a turn at the same instant adds 0 seconds either way
    if (time < last) continue;
    total += Math.min(time - last, MAX_COUNTED_PAUSE_SECONDS * 1000);
    last = time;
  }
  return Math.round(total / 1000);
}
