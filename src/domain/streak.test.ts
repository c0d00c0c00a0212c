import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyActivity,
  calendarDayNumber,
  currentStreak,
  dayKey,
  isValidTimeZone,
  localDateKey,
} from './streak';

const at = (iso: string) => new Date(iso);

describe('applyActivity', () => {
  // [case, streak before, last active, now, zone, streak after]
  const table: [string, number, string | null, string, string, number][] = [
    ['first activity ever', 0, null, '2024-05-01T10:00:00Z', 'UTC', 1],
    ['same day keeps the streak', 4, '2024-05-01T08:00:00Z', '2024-05-01T22:00:00Z', 'UTC', 4],
    ['same day has a minimum of 1', 0, '2024-05-01T08:00:00Z', '2024-05-01T09:00:00Z', 'UTC', 1],
    ['one day later adds 1', 4, '2024-05-01T23:00:00Z', '2024-05-02T00:30:00Z', 'UTC', 5],
    ['one calendar day, 47 hours apart', 2, '2024-05-01T00:10:00Z', '2024-05-02T23:10:00Z', 'UTC', 3],
    ['two days later resets', 9, '2024-05-01T23:00:00Z', '2024-05-03T00:30:00Z', 'UTC', 1],
    ['month end', 2, '2024-01-31T20:00:00Z', '2024-02-01T08:00:00Z', 'UTC', 3],
    ['year end', 30, '2023-12-31T21:00:00Z', '2024-01-01T09:00:00Z', 'UTC', 31],
    ['onto leap day', 1, '2024-02-28T12:00:00Z', '2024-02-29T12:00:00Z', 'UTC', 2],
    ['off leap day', 2, '2024-02-29T12:00:00Z', '2024-03-01T12:00:00Z', 'UTC', 3],
    ['no leap day in 2023', 2, '2023-02-28T12:00:00Z', '2023-03-01T12:00:00Z', 'UTC', 3],
    // New York springs forward on 2024-03-10: 23:59 to 23:59 local is only 23 hours.
    ['DST start day, 23 h apart', 6, '2024-03-10T04:59:00Z', '2024-03-11T03:59:00Z', 'America/New_York', 7],
    // New York falls back on 2024-11-03: 00:01 to 23:59 local is 24 h 58 min, still one day.
    ['DST end day, 25 h day', 6, '2024-11-03T04:01:00Z', '2024-11-04T04:59:00Z', 'America/New_York', 6],
    // 08:00 and 23:30 in Los Angeles on 10 June; in UTC the second is already 11 June.
    [
      'local same day, UTC next day',
      3,
      '2024-06-10T15:00:00Z',
      '2024-06-11T06:30:00Z',
      'America/Los_Angeles',
      3,
    ],
    ['the same instants counted in UTC', 3, '2024-06-10T15:00:00Z', '2024-06-11T06:30:00Z', 'UTC', 4],
    // 23:30 on 9 June then 00:30 on 10 June in Los Angeles; both are 10 June in UTC.
    [
      'local next day, UTC same day',
      3,
      '2024-06-10T06:30:00Z',
      '2024-06-10T07:30:00Z',
      'America/Los_Angeles',
      4,
    ],
    ['ahead of UTC (Tokyo)', 3, '2024-06-10T14:00:00Z', '2024-06-10T16:00:00Z', 'Asia/Tokyo', 4],
    ['unknown zone counts in UTC', 3, '2024-06-10T15:00:00Z', '2024-06-11T06:30:00Z', 'Mars/Olympus', 4],
  ];

  it.each(table)('%s', (_name, streak, last, now, zone, expected) => {
    const result = applyActivity(
      { learningStreak: streak, lastActiveDate: last === null ? null : at(last) },
      at(now),
      zone,
    );
    expect(result.learningStreak).toBe(expected);
    expect(result.lastActiveDate.toISOString()).toBe(at(now).toISOString());
  });

  it('practice dated before the last practice (a late offline review) keeps streak and date', () => {
    // This used to reset the streak to 1: a review answered offline on Monday and synced after
    // Wednesday's practice would have wiped a 9-day streak.
    const last = at('2024-05-03T10:00:00Z');
    const result = applyActivity(
      { learningStreak: 9, lastActiveDate: last },
      at('2024-05-01T10:00:00Z'),
      'UTC',
    );
    expect(result).toEqual({ learningStreak: 9, lastActiveDate: last });
  });

  it('always yields a streak of at least 1 that grows by at most 1', () => {
    const instant = fc.date({ min: at('2000-01-01'), max: at('2040-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.nat(1000), instant, instant, (streak, last, now) => {
        const next = applyActivity({ learningStreak: streak, lastActiveDate: last }, now, 'Europe/Madrid');
        expect(next.learningStreak).toBeGreaterThanOrEqual(1);
        expect(next.learningStreak).toBeLessThanOrEqual(Math.max(1, streak + 1));
      }),
    );
  });
});

describe('calendarDayNumber', () => {
  it('numbers consecutive local days consecutively', () => {
    expect(calendarDayNumber(at('1970-01-01T12:00:00Z'), 'UTC')).toBe(0);
    const dec31 = calendarDayNumber(at('2023-12-31T12:00:00Z'), 'UTC');
    expect(calendarDayNumber(at('2024-01-01T12:00:00Z'), 'UTC')).toBe(dec31 + 1);
  });
  it('depends on the zone', () => {
    const instant = at('2024-06-11T06:30:00Z');
    expect(calendarDayNumber(instant, 'America/Los_Angeles')).toBe(calendarDayNumber(instant, 'UTC') - 1);
  });
  it('recognises valid zones', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('localDateKey and dayKey', () => {
  it("name the learner's calendar day, not the UTC one", () => {
    const lateEvening = new Date('2026-01-01T23:30:00Z');
    expect(localDateKey(lateEvening, 'UTC')).toBe('2026-01-01');
    expect(localDateKey(lateEvening, 'Asia/Tokyo')).toBe('2026-01-02');
    expect(localDateKey(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('write a day number as the date that many days after 1970-01-01', () => {
    expect(dayKey(0)).toBe('1970-01-01');
    expect(dayKey(20_454)).toBe('2026-01-01');
    expect(dayKey(calendarDayNumber(new Date('2026-11-26T12:00:00Z'), 'UTC'))).toBe('2026-11-26');
  });
});

describe('currentStreak', () => {
  // [case, stored streak, last practice, now, zone, shown]
  const table: [string, number, string | null, string, string, number][] = [
    ['never practised (a first visit)', 0, null, '2024-05-01T10:00:00Z', 'UTC', 0],
    ['practised today', 4, '2024-05-01T08:00:00Z', '2024-05-01T22:00:00Z', 'UTC', 4],
    ['practised yesterday: still alive today', 4, '2024-05-01T23:00:00Z', '2024-05-02T20:00:00Z', 'UTC', 4],
    ['two days ago: broken', 4, '2024-05-01T23:00:00Z', '2024-05-03T00:30:00Z', 'UTC', 0],
    // 23:30 on 9 June in Los Angeles, now 00:30 on 11 June there: a whole local day missed.
    ['local day missed', 3, '2024-06-10T06:30:00Z', '2024-06-11T07:30:00Z', 'America/Los_Angeles', 0],
    ['the same instants in UTC: yesterday', 3, '2024-06-10T06:30:00Z', '2024-06-11T07:30:00Z', 'UTC', 3],
  ];
  it.each(table)('%s', (_name, streak, last, now, zone, expected) => {
    const state = { learningStreak: streak, lastActiveDate: last === null ? null : at(last) };
    expect(currentStreak(state, at(now), zone)).toBe(expected);
  });
});
