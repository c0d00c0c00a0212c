import { z } from 'zod';
import { userDocumentSchema } from './user';

export * from '../domain/settings';
import {
  DAILY_GOAL_OPTIONS,
  DIFFICULTIES,
  VOICE_SPEEDS,
  VOICE_INPUTS,
  THEMES,
  LANGUAGES,
  WEEKLY_GOAL_DAYS,
  SETTINGS_DEFAULTS,
  SCHEDULERS,
} from '../domain/settings';
import { MAX_RETENTION, MIN_RETENTION, clampRetention } from '../domain/scheduler-choice';

const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day such as 19:00.');

/** Everything the settings screen edits; stored in the user document's `preferences` and `dailyGoal`. */
export const settingsSchema = z.object({
  dailyGoal: z.number().int(),
  weeklyGoal: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  reminderTime,
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  voiceSpeed: z.enum(VOICE_SPEEDS),
  autoplay: z.boolean(),
  autoAdvance: z.boolean(),
  voiceInput: z.enum(VOICE_INPUTS),
  /** Due words used correctly in a conversation count as a Good review (ADR 0028). */
  reviewUsedWords: z.boolean(),
  /** How flashcards are scheduled: the classic table or FSRS (ADR 0030). */
  scheduler: z.enum(SCHEDULERS),
  /** Under FSRS, the recall probability each review is scheduled for. */
  desiredRetention: z.number(),
  vibration: z.boolean(),
  dailyReminders: z.boolean(),
  weeklyProgress: z.boolean(),
  achievementNotifications: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change of any settings; only the fields sent are changed. */
export const settingsPatchSchema = settingsSchema
  .omit({ weeklyGoal: true })
  .extend({
    dailyGoal: z
      .number()
      .int()
      .refine((minutes) => (DAILY_GOAL_OPTIONS as readonly number[]).includes(minutes), {
        message: 'Choose 10, 15, 20, 30, 45 or 60 minutes.',
      }),
    desiredRetention: z
      .number()
      .min(MIN_RETENTION, `Choose a retention from ${MIN_RETENTION} to ${MAX_RETENTION}.`)
      .max(MAX_RETENTION, `Choose a retention from ${MIN_RETENTION} to ${MAX_RETENTION}.`),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** The preference keys stored in `users.preferences` (everything but the daily goal). */
export const PREFERENCE_KEYS = [
  'difficulty',
  'reminderTime',
  'theme',
  'language',
  'voiceSpeed',
  'autoplay',
  'autoAdvance',
  'voiceInput',
  'reviewUsedWords',
  'scheduler',
  'desiredRetention',
  'vibration',
  'dailyReminders',
  'weeklyProgress',
  'achievementNotifications',
] as const;

interface SettingsSource {
  preferences: Record<string, unknown>;
  dailyGoal: { minutes: number } | null;
  dailyTargets: readonly { type: string; target: number }[];
}

function pick<T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T {
  return valid(value) ? value : fallback;
}
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const oneOf =
  <T extends string>(list: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (list as readonly string[]).includes(v);

/**
 * The learner's settings from their document, every missing or unreadable field at its product.md#settings
 * default. The daily goal is the document's dailyGoal, else its daily-minutes target.
 */
export function readSettings(doc: SettingsSource): Settings {
  const p = doc.preferences;
  const target = doc.dailyTargets.find((entry) => entry.type === 'daily_minutes')?.target;
  const dailyGoal = doc.dailyGoal?.minutes ?? target ?? SETTINGS_DEFAULTS.dailyGoal;
  const d = SETTINGS_DEFAULTS;
  return {
    dailyGoal,
    weeklyGoal: dailyGoal * WEEKLY_GOAL_DAYS,
    difficulty: pick(p.difficulty, oneOf(DIFFICULTIES), d.difficulty),
    reminderTime: pick(p.reminderTime, (v): v is string => reminderTime.safeParse(v).success, d.reminderTime),
    theme: pick(p.theme, oneOf(THEMES), d.theme),
    language: pick(p.language, oneOf(LANGUAGES), d.language),
    voiceSpeed: pick(p.voiceSpeed, oneOf(VOICE_SPEEDS), d.voiceSpeed),
    autoplay: pick(p.autoplay, isBool, d.autoplay),
    autoAdvance: pick(p.autoAdvance, isBool, d.autoAdvance),
    voiceInput: pick(p.voiceInput, oneOf(VOICE_INPUTS), d.voiceInput),
    reviewUsedWords: pick(p.reviewUsedWords, isBool, d.reviewUsedWords),
    scheduler: pick(p.scheduler, oneOf(SCHEDULERS), d.scheduler),
    desiredRetention: clampRetention(p.desiredRetention),
    vibration: pick(p.vibration, isBool, d.vibration),
    dailyReminders: pick(p.dailyReminders, isBool, d.dailyReminders),
    weeklyProgress: pick(p.weeklyProgress, isBool, d.weeklyProgress),
    achievementNotifications: pick(p.achievementNotifications, isBool, d.achievementNotifications),
  };
}

/** GET|PUT /api/me/settings: the settings with defaults filled in, and the user document they live in. */
export const settingsResponseSchema = z
  .object({ settings: settingsSchema, user: userDocumentSchema })
  .meta({ id: 'SettingsAnswer' });
