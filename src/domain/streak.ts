/** Learning streak on activity (spec doc 1 §4 "Streak", §5). */
import { DAY_MS } from './time';

export interface StreakState {
  learningStreak: number;
  lastActiveDate: Date | null;
}

// Building a DateTimeFormat is costly and this runs on every activity request, so formatters are
// kept per zone. Caching is invisible to callers: the same inputs always give the same output.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    // An unknown zone (stale browser data, typo) must not break activity tracking: count in UTC.
    formatter = formatterFor('UTC');
  }
  formatters.set(timeZone, formatter);
  return formatter;
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
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
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
