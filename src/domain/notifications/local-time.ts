/** Wall-clock reading of an instant in a learner's time zone (no I/O; the instant is passed in). */
import { DAY_MS } from '../time';

export interface LocalTime {
  /** Calendar day as whole days since 1970-01-01 (comparable by subtraction). */
  day: number;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  // Stryker disable next-line ConditionalExpression: the cache only saves building a formatter; a new one reads the same
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  } catch {
    formatter = formatterFor('UTC');
  }
  // Stryker disable next-line CallExpression: the cache only saves building a formatter; a new one reads the same
  formatters.set(timeZone, formatter);
  return formatter;
}

/** The local calendar day, time of day and weekday of `instant` in `timeZone` (unknown zones read as UTC). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  // Stryker disable OptionalChaining: formatToParts always gives the year, month, day, hour and minute asked for
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  // Stryker restore OptionalChaining
  const day = Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
  // 1970-01-01 was a Thursday (4).
  return { day, minutes: part('hour') * 60 + part('minute'), weekday: (((day + 4) % 7) + 7) % 7 };
}

/** "19:00" → 1140. */
export function parseTimeOfDay(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The first instant at or after local `minutes` on local calendar `day` in `timeZone`. On a
 * spring-forward day a time that does not exist (02:30) becomes the first minute after the gap.
 */
export function instantOfLocal(day: number, minutes: number, timeZone: string): Date {
  // Start from the wall time read as UTC, then correct by the zone's offset (twice, for DST edges).
  const wall = day * DAY_MS + minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 3; i += 1) {
    const local = localTime(new Date(guess), timeZone);
    const seen = local.day * DAY_MS + local.minutes * 60_000;
    // Stryker disable next-line ConditionalExpression: once the guess reads `wall`, further rounds add 0 to it
    if (seen === wall) break;
    guess += wall - seen;
  }
  // Within a skipped hour no instant reads `wall`: step forward minute by minute to the gap's end.
  let candidate = new Date(guess);
  // Stryker disable next-line EqualityOperator,AssignmentOperator: a safety bound; a skipped hour ends well within 120 minutes, so the loop breaks first
  for (let i = 0; i < 120; i += 1) {
    const local = localTime(candidate, timeZone);
    if (local.day > day || (local.day === day && local.minutes >= minutes)) break;
    candidate = new Date(candidate.getTime() + 60_000);
  }
  // Prefer the earliest instant reading that wall time (the first 01:30 on a fall-back day).
  const hourEarlier = new Date(candidate.getTime() - 3_600_000);
  const earlier = localTime(hourEarlier, timeZone);
  if (earlier.day === day && earlier.minutes === minutes) return hourEarlier;
  return candidate;
}
