import { describe, expect, it } from 'vitest';
import { readSettings, settingsPatchSchema } from './settings';

const empty = { preferences: {}, dailyGoal: null, dailyTargets: [] };

describe('settings (product.md#settings)', () => {
  it('defaults exactly as the spec says', () => {
    expect(readSettings(empty)).toEqual({
      dailyGoal: 20,
      weeklyGoal: 140,
      difficulty: 'adaptive',
      reminderTime: '19:00',
      theme: 'light',
      language: 'en',
      voiceSpeed: 'normal',
      autoplay: true,
      autoAdvance: true,
      voiceInput: 'hold',
      reviewUsedWords: true,
      // The classic table unless the learner chooses FSRS, aiming at 90 % recall when they do.
      scheduler: 'classic',
      desiredRetention: 0.9,
      vibration: true,
      dailyReminders: true,
      weeklyProgress: true,
      achievementNotifications: true,
    });
  });

  it('reads stored values, the weekly goal being 7 × daily', () => {
    const settings = readSettings({
      preferences: {
        theme: 'dark',
        language: 'es',
        voiceSpeed: 'slow',
        autoplay: false,
        autoAdvance: false,
        voiceInput: 'hands-free',
        reminderTime: '07:30',
      },
      dailyGoal: { minutes: 45 },
      dailyTargets: [],
    });
    expect(settings).toMatchObject({
      dailyGoal: 45,
      weeklyGoal: 315,
      theme: 'dark',
      language: 'es',
      voiceSpeed: 'slow',
      autoplay: false,
      autoAdvance: false,
      voiceInput: 'hands-free',
      reminderTime: '07:30',
    });
  });

  it('falls back to the quick-start daily target, and ignores unreadable values', () => {
    const settings = readSettings({
      preferences: {
        theme: 'purple',
        autoplay: 'yes',
        autoAdvance: 0,
        voiceInput: 'shout',
        reminderTime: '25:00',
      },
      dailyGoal: null,
      dailyTargets: [{ type: 'daily_minutes', target: 15 }],
    });
    expect(settings).toMatchObject({
      dailyGoal: 15,
      weeklyGoal: 105,
      theme: 'light',
      autoplay: true,
      autoAdvance: true,
      voiceInput: 'hold',
      reminderTime: '19:00',
    });
  });

  it.each([
    [{ dailyGoal: 30 }, true],
    [{ dailyGoal: 5 }, false],
    [{ difficulty: 'extreme' }, false],
    [{ weeklyGoal: 140 }, false],
    [{ reminderTime: '7pm' }, false],
    [{ theme: 'dark', language: 'es' }, true],
    [{ autoAdvance: false }, true],
    [{ autoAdvance: 'off' }, false],
    [{ voiceInput: 'hands-free' }, true],
    [{ voiceInput: 'always' }, false],
    [{ reviewUsedWords: false }, true],
    [{ reviewUsedWords: 'no' }, false],
  ])('validates the change %o -> %s', (patch, ok) => {
    expect(settingsPatchSchema.safeParse(patch).success).toBe(ok);
  });
});
