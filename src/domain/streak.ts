/** Learning streak on activity (spec doc 1 §4 "Streak", §5). */
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
 * The calendar date of `date` in `timeZone` as YYYY-MM-DD (the dashboard chart's day key).
 * @internal Defines the rule; production computes it in SQL, held to this function on the same rows by
 * tests/integration/dashboard-rules.test.ts.
 */
export function localDateKey(date: Date, timeZone: string): string {
  return dayKey(calendarDayNumber(date, timeZone));
}

/** A day number (days since 1970-01-01) as YYYY-MM-DD. */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Streak after activity at `now` (spec doc 1 §4): last active exactly 1 calendar day before → +1;
 * same day → kept (minimum 1); otherwise (never, 2+ days, or a date in the future) → 1.
 * Days are the learner's calendar days in `timeZone`, not 24-hour spans.
 */
export function applyActivity(
  prev: StreakState,
  now: Date,
  timeZone: string,
): { learningStreak: number; lastActiveDate: Date } {
  const lastActiveDate = new Date(now.getTime());
  if (prev.lastActiveDate === null) return { learningStreak: 1, lastActiveDate };
  const gap = calendarDayNumber(now, timeZone) - calendarDayNumber(prev.lastActiveDate, timeZone);
  const streak = Math.max(0, Math.floor(prev.learningStreak));
  if (gap === 1) return { learningStreak: streak + 1, lastActiveDate };
  if (gap === 0) return { learningStreak: Math.max(1, streak), lastActiveDate };
  return { learningStreak: 1, lastActiveDate };
}
