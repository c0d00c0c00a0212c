/**
 * Practice time for the daily goal and the week (product.md#dashboard-figures). The server counts only time it can
 * bound: a review's answer time is read from the gaps between the learner's answers, and a
 * conversation's length is capped by the learner's own turns. Both never count more than the
 * learner could have spent; when in doubt they count less.
 */

/**
 * The most one answer counts, as Anki caps an answer's time (its "maximum answer seconds" is 60):
 * a learner who leaves a card on screen while making tea still counts one minute.
 */
export const REVIEW_ANSWER_CAP_SECONDS = 60;

/**
 * A gap longer than this between two answers is a new sitting, not a slow answer: the first
 * answer of a sitting counts nothing, since the time before it was not spent on the card.
 */
export const REVIEW_SITTING_GAP_SECONDS = 5 * 60;

/**
 * The most one learner turn of a conversation counts. A spoken or typed turn with the tutor's
 * answer takes well under a minute; three leaves room for thinking and listening, while a chat
 * left open with one «hola» never counts as half an hour of practice.
 */
export const CONVERSATION_SECONDS_PER_TURN = 3 * 60;

/**
 * Seconds one review answer counts, from the seconds since the learner's previous answer (null:
 * none before it).
 */
export function reviewAnswerSeconds(secondsSincePrevious: number | null): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite(null) is false, so the next line returns 0 too
  if (secondsSincePrevious === null) return 0;
  if (!Number.isFinite(secondsSincePrevious)) return 0;
  // Stryker disable next-line EqualityOperator: a gap of 0 s counts 0 s either way
  if (secondsSincePrevious < 0 || secondsSincePrevious > REVIEW_SITTING_GAP_SECONDS) return 0;
  return Math.min(secondsSincePrevious, REVIEW_ANSWER_CAP_SECONDS);
}

/**
 * Seconds of review practice in a list of answer times (any order).
 * @internal Defines the rule; production computes it in SQL (dashboard/repository.ts), held to
 * this function on the same rows by tests/integration/practice.test.ts.
 */
export function reviewPracticeSeconds(answeredAt: readonly Date[]): number {
  const times = answeredAt.map((d) => d.getTime()).sort((a, b) => a - b);
  // Each answer after the first counts from the one before it.
  return times
    .slice(1)
    .reduce((sum, time, i) => sum + reviewAnswerSeconds((time - (times[i] as number)) / 1000), 0);
}

/**
 * Seconds a saved conversation counts: its duration, at most CONVERSATION_SECONDS_PER_TURN per
 * learner turn; none without a turn of the learner's own (listening to the greeting is not practice).
 * @internal Defines the rule; production computes it in SQL (dashboard/repository.ts), held to
 * this function by tests/integration/practice.test.ts.
 */
export function conversationPracticeSeconds(durationSeconds: number, learnerTurns: number): number {
  return Math.max(0, Math.min(Math.round(durationSeconds), learnerTurns * CONVERSATION_SECONDS_PER_TURN));
}

/** Whole minutes shown for practised seconds (rounded down: a goal is met only when it is met). */
export function practiceMinutes(seconds: number): number {
  return Math.max(0, Math.floor(seconds / 60));
}

/** Today's share of the daily goal in percent, 0–100 (product.md#dashboard-figures daily_minutes). */
export function dailyGoalPercent(practisedSeconds: number, goalMinutes: number): number {
  if (goalMinutes <= 0) return 0;
  return Math.min(100, Math.floor((practisedSeconds / (goalMinutes * 60)) * 100));
}
