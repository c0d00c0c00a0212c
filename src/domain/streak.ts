/** Learning streak on activity (product.md#streak). */
import { localTime } from './notifications/local-time';
import { DAY_MS } from './time';

export interface StreakState {
  learningStreak: number;
  lastActiveDate: Date | null;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day of `date` in `timeZone`, as a whole number of days since 1970-01-01, so two
 * local dates can be compared by subtraction (month and year ends need no special cases).
 */
export function calendarDayNumber(date: Date, timeZone: string): number {
  // The one reading of a local calendar day (notifications/local-time.ts); unknown zones read as UTC.
  return localTime(date, timeZone).day;
}

/**
 * The calendar date of `date` in `timeZone` as YYYY-MM-DD (the dashboard chart's day key, and
 * "today" for reviews of words used in a conversation). The dashboard computes it in SQL, held to
 * this function on the same rows by tests/integration/dashboard-rules.test.ts.
 */
export function localDateKey(date: Date, timeZone: string): string {
  return dayKey(calendarDayNumber(date, timeZone));
}

/** A day number (days since 1970-01-01) as YYYY-MM-DD. */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Streak after a day of practice at `now` (product.md#streak, on activity): last practised
 * exactly 1 calendar day before → +1; same day → kept (minimum 1); 2+ days before, or never → 1.
 * Practice dated before the last practice (an offline review that reached the server late) keeps
 * the streak and the date: it was already counted, or its day has passed. Days are the learner's
 * calendar days in `timeZone`, not 24-hour spans. Only practice calls this: a visit is not one.
 */
export function applyActivity(
  prev: StreakState,
  now: Date,
  timeZone: string,
): { learningStreak: number; lastActiveDate: Date } {
  const lastActiveDate = new Date(now.getTime());
  // Stryker disable next-line ConditionalExpression: equivalent, a missing date reads as 1970, whose gap also gives 1.
  if (prev.lastActiveDate === null) return { learningStreak: 1, lastActiveDate };
  const gap = calendarDayNumber(now, timeZone) - calendarDayNumber(prev.lastActiveDate, timeZone);
  const streak = Math.max(0, Math.floor(prev.learningStreak));
  if (gap < 0) return { learningStreak: Math.max(1, streak), lastActiveDate: prev.lastActiveDate };
  if (gap === 1) return { learningStreak: streak + 1, lastActiveDate };
  if (gap === 0) return { learningStreak: Math.max(1, streak), lastActiveDate };
  return { learningStreak: 1, lastActiveDate };
}

/**
 * The streak to show at `now`: the stored one while it can still continue (last practice today
 * or yesterday), else 0, since a day without practice has broken it. A learner who never
 * practised has 0.
 */
export function currentStreak(state: StreakState, now: Date, timeZone: string): number {
  // Stryker disable next-line ConditionalExpression: equivalent, a missing date reads as 1970, whose gap also gives 0.
  if (state.lastActiveDate === null) return 0;
  const gap = calendarDayNumber(now, timeZone) - calendarDayNumber(state.lastActiveDate, timeZone);
  return gap <= 1 ? Math.max(0, Math.floor(state.learningStreak)) : 0;
}
