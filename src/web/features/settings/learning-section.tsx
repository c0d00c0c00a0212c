import { useTranslation } from 'react-i18next';
import {
  DAILY_GOAL_OPTIONS,
  DIFFICULTIES,
  VOICE_SPEEDS,
  VOICE_INPUTS,
  SCHEDULERS,
  RETENTION_OPTIONS,
  type Settings,
  type SettingsPatch,
} from '../../../contracts/settings';
import { formatPercent } from '../../i18n/format';
import { Choice, Section, Toggle } from './controls';

/**
 * Learning: daily goal (weekly = 7 × daily), difficulty, voice speed and input, auto-play and
 * auto-advance, used words as reviews, and the review scheduler (with FSRS, its desired retention).
 */
export function LearningSection({
  settings,
  update,
}: {
  settings: Settings;
  update: (patch: SettingsPatch) => void;
}) {
  const { t, i18n } = useTranslation();
  // A goal chosen during onboarding (5 minutes) stays visible until the learner picks another.
  const goals: number[] = DAILY_GOAL_OPTIONS.includes(settings.dailyGoal as never)
    ? [...DAILY_GOAL_OPTIONS]
    : [settings.dailyGoal, ...DAILY_GOAL_OPTIONS].sort((a, b) => a - b);
  // A retention set elsewhere (the API takes any value in range) stays visible too.
  const retentions: number[] = RETENTION_OPTIONS.includes(settings.desiredRetention as never)
    ? [...RETENTION_OPTIONS]
    : [settings.desiredRetention, ...RETENTION_OPTIONS].sort((a, b) => a - b);
  return (
    <Section title={t('settings.learning.title')}>
      <Choice
        label={t('settings.learning.dailyGoal')}
        hint={t('settings.learning.weeklyGoal', { minutes: settings.weeklyGoal })}
        value={settings.dailyGoal}
        options={goals.map((minutes) => ({
          value: minutes,
          label: t('settings.learning.minutes', { count: minutes }),
        }))}
        onChange={(dailyGoal) => update({ dailyGoal })}
      />
      <Choice
        label={t('settings.learning.difficulty')}
        value={settings.difficulty}
        options={DIFFICULTIES.map((value) => ({
          value,
          label: t(`settings.learning.difficulties.${value}`),
        }))}
        onChange={(difficulty) => update({ difficulty })}
      />
      <Choice
        label={t('settings.learning.voiceSpeed')}
        hint={t('settings.learning.voiceSpeedHint')}
        value={settings.voiceSpeed}
        options={VOICE_SPEEDS.map((value) => ({ value, label: t(`settings.learning.voiceSpeeds.${value}`) }))}
        onChange={(voiceSpeed) => update({ voiceSpeed })}
      />
      <Choice
        label={t('settings.learning.voiceInput')}
        hint={t('settings.learning.voiceInputHint')}
        value={settings.voiceInput}
        options={VOICE_INPUTS.map((value) => ({ value, label: t(`settings.learning.voiceInputs.${value}`) }))}
        onChange={(voiceInput) => update({ voiceInput })}
      />
      <Toggle
        label={t('settings.learning.autoplay')}
        hint={t('settings.learning.autoplayHint')}
        checked={settings.autoplay}
        onChange={(autoplay) => update({ autoplay })}
      />
      <Toggle
        label={t('settings.learning.autoAdvance')}
        hint={t('settings.learning.autoAdvanceHint')}
        checked={settings.autoAdvance}
        onChange={(autoAdvance) => update({ autoAdvance })}
      />
      <Toggle
        label={t('settings.learning.reviewUsedWords')}
        hint={t('settings.learning.reviewUsedWordsHint')}
        checked={settings.reviewUsedWords}
        onChange={(reviewUsedWords) => update({ reviewUsedWords })}
      />
      <Choice
        label={t('settings.learning.scheduler')}
        hint={t('settings.learning.schedulerHint')}
        value={settings.scheduler}
        options={SCHEDULERS.map((value) => ({ value, label: t(`settings.learning.schedulers.${value}`) }))}
        onChange={(scheduler) => update({ scheduler })}
      />
      {settings.scheduler === 'fsrs' ? (
        <Choice
          label={t('settings.learning.desiredRetention')}
          hint={t('settings.learning.desiredRetentionHint')}
          value={settings.desiredRetention}
          options={retentions.map((value) => ({ value, label: formatPercent(value * 100, i18n.language) }))}
          onChange={(desiredRetention) => update({ desiredRetention })}
        />
      ) : null}
    </Section>
  );
}
