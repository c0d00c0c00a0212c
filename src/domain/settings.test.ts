import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from './scheduler-choice';
import {
  DAILY_GOAL_OPTIONS,
  DIFFICULTIES,
  LANGUAGES,
  SETTINGS_DEFAULTS,
  THEMES,
  VOICE_SPEEDS,
  WEEKLY_GOAL_DAYS,
} from './settings';

describe('settings (product.md#settings)', () => {
  it('offers the daily goals, difficulties, voice speeds, themes and languages of the spec', () => {
    expect(DAILY_GOAL_OPTIONS).toEqual([10, 15, 20, 30, 45, 60]);
    expect(DIFFICULTIES).toEqual(['easy', 'normal', 'hard', 'adaptive']);
    expect(VOICE_SPEEDS).toEqual(['slow', 'normal', 'fast']);
    expect(THEMES).toEqual(['light', 'dark']);
    expect(LANGUAGES).toEqual(['en', 'es']);
  });

  it('makes the weekly goal 7 × the default daily goal: 140 minutes', () => {
    expect(WEEKLY_GOAL_DAYS * SETTINGS_DEFAULTS.dailyGoal).toBe(140);
  });

  it('starts a new learner on the spec defaults', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      dailyGoal: 20,
      difficulty: 'adaptive',
      reminderTime: '19:00',
      theme: 'light',
      language: 'en',
      voiceSpeed: 'normal',
      autoplay: true,
      autoAdvance: true,
      voiceInput: 'hold',
      reviewUsedWords: true,
      scheduler: 'classic',
      desiredRetention: DEFAULT_RETENTION,
      vibration: true,
      dailyReminders: true,
      weeklyProgress: true,
      achievementNotifications: true,
    });
    expect(DEFAULT_RETENTION).toBe(0.9);
  });
});
