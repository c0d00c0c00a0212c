import type { DashboardDay } from '../../../contracts/dashboard';
import { calendarDayNumber, dayKey } from '../../../domain/streak';
import { practiceMinutes } from '../../../domain/practice';
import { DAY_MS } from '../../../domain/time';

export const CHART_DAYS = 7;

/** The last 7 local dates, oldest first, ending today; by calendar, so DST changes don't matter. */
export function lastSevenDates(now: Date, timeZone: string): string[] {
  const today = calendarDayNumber(now, timeZone);
  return Array.from({ length: CHART_DAYS }, (_, i) => dayKey(today - (CHART_DAYS - 1 - i)));
}

/** A window that surely covers the 7 local days whatever the zone's offset (±14 h). */
export function chartWindowStart(now: Date): Date {
  return new Date(now.getTime() - (CHART_DAYS + 1) * DAY_MS);
}

/** Joins per-day review counts and practice seconds onto the 7 dates (missing days are 0). */
export function buildChart(
  dates: readonly string[],
  reviews: readonly { day: string; value: number }[],
  practiceSeconds: readonly { day: string; value: number }[],
): DashboardDay[] {
  const reviewMap = new Map(reviews.map((r) => [r.day, r.value]));
  const practiceMap = new Map(practiceSeconds.map((p) => [p.day, p.value]));
  return dates.map((date) => ({
    date,
    reviews: reviewMap.get(date) ?? 0,
    practiceMinutes: practiceMinutes(practiceMap.get(date) ?? 0),
  }));
}
