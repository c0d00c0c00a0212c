import { describe, expect, it } from 'vitest';
import type { UserDocument } from '../../../contracts/user';
import { movesReminder, withSettings } from './use-settings';

const doc = {
  preferences: { theme: 'light', somethingElse: 1 },
  dailyGoal: null,
  dailyTargets: [{ type: 'daily_minutes', target: 15, current: 6 }],
} as unknown as UserDocument;

describe('a settings change applied to the user document', () => {
  it('merges preferences and keeps keys it does not know', () => {
    expect(withSettings(doc, { theme: 'dark', voiceSpeed: 'slow' }).preferences).toEqual({
      theme: 'dark',
      voiceSpeed: 'slow',
      somethingElse: 1,
    });
  });

  it('moves the daily goal and its target, keeping minutes already done', () => {
    const next = withSettings(doc, { dailyGoal: 30 });
    expect(next.dailyGoal).toEqual({ minutes: 30, type: 'time' });
    expect(next.dailyTargets).toEqual([{ type: 'daily_minutes', target: 30, current: 6 }]);
  });
});

describe('a settings change and the next reminder', () => {
  it('refreshes the reminder status when reminders are turned off or moved, not otherwise', () => {
    expect(movesReminder({ dailyReminders: false })).toBe(true);
    expect(movesReminder({ reminderTime: '07:00' })).toBe(true);
    expect(movesReminder({ theme: 'dark' })).toBe(false);
  });
});
