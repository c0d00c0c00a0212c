import { DEFAULT_RETENTION, RETENTION_OPTIONS, SCHEDULERS, type Scheduler } from './scheduler-choice';
import { VOICE_INPUTS, type VoiceInput } from './turn-taking';

/** product.md#settings options. */
export const DAILY_GOAL_OPTIONS = [10, 15, 20, 30, 45, 60] as const;
export const DIFFICULTIES = ['easy', 'normal', 'hard', 'adaptive'] as const;
export const VOICE_SPEEDS = ['slow', 'normal', 'fast'] as const;
export const THEMES = ['light', 'dark'] as const;
export const LANGUAGES = ['en', 'es'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export type VoiceSpeed = (typeof VOICE_SPEEDS)[number];
export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export { VOICE_INPUTS, type VoiceInput, SCHEDULERS, RETENTION_OPTIONS, type Scheduler };

/** product.md#settings: the weekly goal is 7 × the daily goal. */
export const WEEKLY_GOAL_DAYS = 7;

/**
 * product.md#settings defaults: daily goal 20 minutes, weekly goal 7 × daily (140),
 * difficulty adaptive, reminder time 19:00, theme light, language en, voice speed normal,
 * autoplay on, vibration on, all notifications on. Beyond the spec: the assessment's automatic
 * move to the next question (on, as the spec's 2-second advance), which a learner who needs more
 * time can turn off (WCAG 2.2.1); how a spoken turn ends: held button (the spec's recording
 * control) or hands-free, where the tutor waits for a silence sized to the level; and due words
 * the learner used correctly in a conversation counting as reviewed (ADR 0028), which a learner
 * who wants every review on cards can turn off; and the review scheduler, the classic table or FSRS
 * with its desired retention (ADR 0030).
 */
export const SETTINGS_DEFAULTS = {
  dailyGoal: 20,
  difficulty: 'adaptive' as Difficulty,
  reminderTime: '19:00',
  theme: 'light' as Theme,
  language: 'en' as Language,
  voiceSpeed: 'normal' as VoiceSpeed,
  autoplay: true,
  autoAdvance: true,
  voiceInput: 'hold' as VoiceInput,
  reviewUsedWords: true,
  scheduler: 'classic' as Scheduler,
  desiredRetention: DEFAULT_RETENTION,
  vibration: true,
  dailyReminders: true,
  weeklyProgress: true,
  achievementNotifications: true,
};
