import { localTime, instantOfLocal, parseTimeOfDay } from './local-time';

/** product.md#screens, product.md#limits notification toggles, and the reminder time (default 19:00). */
export interface ReminderSettings {
  reminderTime: string;
  dailyReminders: boolean;
  weeklyProgress: boolean;
}

export type WeekStart = 'monday' | 'sunday' | 'saturday';
const WEEK_START_DAY: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };

export interface ReminderLearner {
  timeZone: string;
  settings: ReminderSettings;
  /** Most recent review, conversation or lesson (signing in is not practice). */
  lastPracticeAt: Date | null;
  /** Defaults to Monday (ISO weeks). */
  weekStart?: WeekStart;
}

export interface DueReminder {
  kind: 'daily' | 'weekly';
  /** The learner's local calendar day it is for: the key that makes it send once. */
  day: number;
}

/**
 * Reminders due at `now`. The daily reminder is due from the learner's reminder time
 * until local midnight, only if they have not practised that local day; weekly progress is due
 * from the reminder time on the first day of their week. Each toggle is respected; the caller
 * sends each (kind, day) once, so a catch-up after downtime still sends at most one.
 */
export function dueReminders(learner: ReminderLearner, now: Date): DueReminder[] {
  const local = localTime(now, learner.timeZone);
  const at = parseTimeOfDay(learner.settings.reminderTime);
  // After a spring-forward gap local time is past the reminder time, so a skipped 02:30 is due at 03:00.
  if (local.minutes < at) return [];
  const due: DueReminder[] = [];
  const { lastPracticeAt, timeZone } = learner;
  // Stryker disable next-line ConditionalExpression: read without the check, a null date is 1970-01-01, never today
  const lastPracticeDay = lastPracticeAt === null ? null : localTime(lastPracticeAt, timeZone).day;
  const practisedToday = lastPracticeDay === local.day;
  if (learner.settings.dailyReminders && !practisedToday) due.push({ kind: 'daily', day: local.day });
  const weekStart = WEEK_START_DAY[learner.weekStart ?? 'monday'];
  if (learner.settings.weeklyProgress && local.weekday === weekStart)
    due.push({ kind: 'weekly', day: local.day });
  return due;
}

/** The next instant the daily reminder time comes round, strictly after `now` unless it is due this minute. */
export function nextReminderAt(timeZone: string, reminderTime: string, now: Date): Date {
  const local = localTime(now, timeZone);
  const at = parseTimeOfDay(reminderTime);
  const today = instantOfLocal(local.day, at, timeZone);
  if (today.getTime() > now.getTime() - 60_000) return today;
  return instantOfLocal(local.day + 1, at, timeZone);
}
