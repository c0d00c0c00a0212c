import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings, SettingsPatch } from '../../../contracts/settings';
import { Section, SettingRow, Toggle } from './controls';

/** Notifications: daily reminders and their time (default 19:00), weekly progress, achievements. */
export function NotificationsSection({
  settings,
  update,
}: {
  settings: Settings;
  update: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation();
  const timeId = useId();
  return (
    <Section title={t('settings.notifications.title')}>
      <Toggle
        label={t('settings.notifications.dailyReminders')}
        checked={settings.dailyReminders}
        onChange={(dailyReminders) => update({ dailyReminders })}
      />
      <SettingRow label={t('settings.notifications.reminderTime')} htmlFor={timeId}>
        <input
          id={timeId}
          type="time"
          value={settings.reminderTime}
          disabled={!settings.dailyReminders}
          // Only whole times are saved (the field reads empty while a part of it is cleared); the
          // field then shows the saved time again, as React put it back, which preact/compat (the
          // production build, ADR 0017) leaves to the app.
          onChange={(event) => {
            if (/^\d{2}:\d{2}$/.test(event.target.value)) update({ reminderTime: event.target.value });
            else event.target.value = settings.reminderTime;
          }}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]"
        />
      </SettingRow>
      <Toggle
        label={t('settings.notifications.weeklyProgress')}
        checked={settings.weeklyProgress}
        onChange={(weeklyProgress) => update({ weeklyProgress })}
      />
      <Toggle
        label={t('settings.notifications.achievements')}
        checked={settings.achievementNotifications}
        onChange={(achievementNotifications) => update({ achievementNotifications })}
      />
    </Section>
  );
}
