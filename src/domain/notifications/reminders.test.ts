import { describe, expect, it } from 'vitest';
import { dueReminders, nextReminderAt, type ReminderLearner } from './reminders';
import { instantOfLocal, localTime } from './local-time';
import { reachedMilestone, STREAK_MILESTONES } from './achievements';

const on = { reminderTime: '19:00', dailyReminders: true, weeklyProgress: true };
const learner = (over: Partial<ReminderLearner> = {}): ReminderLearner => ({
  timeZone: 'Europe/Madrid',
  settings: on,
  lastPracticeAt: null,
  ...over,
});
const kinds = (l: ReminderLearner, iso: string) => dueReminders(l, new Date(iso)).map((r) => r.kind);

describe('daily and weekly reminders', () => {
  it.each([
    // Madrid is UTC+1 in winter: 19:00 local is 18:00Z. 2026-11-24 is a Tuesday.
    ['before the reminder time', '2026-11-24T17:59:00Z', []],
    ['at the reminder time', '2026-11-24T18:00:00Z', ['daily']],
    ['later the same evening', '2026-11-24T22:30:00Z', ['daily']],
    ['after local midnight, before the time', '2026-11-24T23:30:00Z', []],
  ])('%s', (_name, iso, expected) => {
    expect(kinds(learner(), iso)).toEqual(expected);
  });

  it('reads the time in the learner zone, not the server one', () => {
    const tokyo = learner({ timeZone: 'Asia/Tokyo' });
    expect(kinds(tokyo, '2026-11-24T09:59:00Z')).toEqual([]);
    expect(kinds(tokyo, '2026-11-24T10:00:00Z')).toEqual(['daily']);
    const ny = learner({ timeZone: 'America/New_York' });
    expect(kinds(ny, '2026-11-25T00:00:00Z')).toEqual(['daily']); // 19:00 EST
  });

  it('is not due when the learner already practised that local day', () => {
    // 00:30 local on the 24th is still the 24th in Madrid (23:30Z on the 23rd).
    const practised = learner({ lastPracticeAt: new Date('2026-11-23T23:30:00Z') });
    expect(kinds(practised, '2026-11-24T18:00:00Z')).toEqual([]);
    const yesterday = learner({ lastPracticeAt: new Date('2026-11-23T22:30:00Z') });
    expect(kinds(yesterday, '2026-11-24T18:00:00Z')).toEqual(['daily']);
  });

  it('respects the toggles', () => {
    const off = learner({ settings: { ...on, dailyReminders: false, weeklyProgress: false } });
    expect(kinds(off, '2026-11-23T18:00:00Z')).toEqual([]); // a Monday
  });

  it('sends weekly progress on the week start, even if practised', () => {
    const monday = '2026-11-23T18:00:00Z';
    expect(kinds(learner(), monday)).toEqual(['daily', 'weekly']);
    expect(kinds(learner({ lastPracticeAt: new Date('2026-11-23T08:00:00Z') }), monday)).toEqual(['weekly']);
    expect(kinds(learner({ weekStart: 'sunday' }), monday)).toEqual(['daily']);
    expect(kinds(learner({ weekStart: 'sunday' }), '2026-11-22T18:00:00Z')).toEqual(['daily', 'weekly']);
  });

  it('keys each reminder by the local day so it sends once', () => {
    const a = dueReminders(learner(), new Date('2026-11-24T18:00:00Z'));
    const b = dueReminders(learner(), new Date('2026-11-24T21:00:00Z'));
    expect(a[0]?.day).toBe(b[0]?.day);
  });

  describe('DST', () => {
    // Europe/Madrid springs forward 2026-03-29 02:00 → 03:00 and falls back 2026-10-25 03:00 → 02:00.
    it('keeps 19:00 local across the spring change (18:00Z before, 17:00Z after)', () => {
      expect(kinds(learner(), '2026-03-28T17:59:00Z')).toEqual([]);
      expect(kinds(learner(), '2026-03-28T18:00:00Z')).toEqual(['daily']);
      expect(kinds(learner(), '2026-03-29T16:59:00Z')).toEqual([]);
      expect(kinds(learner(), '2026-03-29T17:00:00Z')).toEqual(['daily']);
    });

    it('sends a reminder set inside the skipped hour at the end of the gap', () => {
      const night = learner({ settings: { ...on, reminderTime: '02:30', weeklyProgress: false } });
      expect(kinds(night, '2026-03-29T00:59:00Z')).toEqual([]); // 01:59 local
      expect(kinds(night, '2026-03-29T01:00:00Z')).toEqual(['daily']); // 03:00 local
      expect(nextReminderAt('Europe/Madrid', '02:30', new Date('2026-03-28T23:00:00Z')).toISOString()).toBe(
        '2026-03-29T01:00:00.000Z',
      );
    });

    it('a repeated hour on the fall-back day gives one key and the first instant', () => {
      const night = learner({ settings: { ...on, reminderTime: '02:30', weeklyProgress: false } });
      const first = dueReminders(night, new Date('2026-10-25T00:30:00Z')); // first 02:30 (UTC+2)
      const second = dueReminders(night, new Date('2026-10-25T01:30:00Z')); // second 02:30 (UTC+1)
      expect(first).toHaveLength(1);
      expect(second[0]?.day).toBe(first[0]?.day);
      expect(nextReminderAt('Europe/Madrid', '02:30', new Date('2026-10-24T20:00:00Z')).toISOString()).toBe(
        '2026-10-25T00:30:00.000Z',
      );
    });

    it('next reminder follows the offset change', () => {
      expect(
        nextReminderAt('America/New_York', '19:00', new Date('2026-11-01T12:00:00Z')).toISOString(),
      ).toBe('2026-11-02T00:00:00.000Z');
      expect(
        nextReminderAt('America/New_York', '19:00', new Date('2026-10-31T12:00:00Z')).toISOString(),
      ).toBe('2026-10-31T23:00:00.000Z');
    });
  });

  it('next reminder is today if still ahead, else tomorrow', () => {
    expect(nextReminderAt('UTC', '19:00', new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-24T19:00:00.000Z',
    );
    expect(nextReminderAt('UTC', '19:00', new Date('2026-11-24T19:05:00Z')).toISOString()).toBe(
      '2026-11-25T19:00:00.000Z',
    );
  });

  it('next reminder is still today during the reminder minute, tomorrow from the next one', () => {
    const next = (iso: string) => nextReminderAt('UTC', '19:00', new Date(iso)).toISOString();
    expect(next('2026-11-24T19:00:30Z')).toBe('2026-11-24T19:00:00.000Z');
    expect(next('2026-11-24T19:00:59.999Z')).toBe('2026-11-24T19:00:00.000Z');
    expect(next('2026-11-24T19:01:00Z')).toBe('2026-11-25T19:00:00.000Z');
  });

  it('local time round-trips and reads unknown zones as UTC', () => {
    const day = localTime(new Date('2026-11-24T12:00:00Z'), 'UTC').day;
    expect(instantOfLocal(day, 600, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(localTime(new Date('2026-11-24T12:00:00Z'), 'Not/AZone').minutes).toBe(720);
    expect(localTime(new Date('2026-11-24T12:00:00Z'), 'UTC').weekday).toBe(2);
  });
});

describe('achievement milestones', () => {
  it.each([
    [2, null],
    [3, 3],
    [8, 7],
    [29, 7],
    [100, 100],
    [365, 100],
  ])('a streak of %i holds the milestone %s', (streak, expected) => {
    expect(reachedMilestone(STREAK_MILESTONES, streak)).toBe(expected);
  });

  it('words learned milestones', () => {
    expect(reachedMilestone([50, 100, 500], 499)).toBe(100);
    expect(reachedMilestone([50, 100, 500], 10)).toBeNull();
  });
});
