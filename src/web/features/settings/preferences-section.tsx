import { useTranslation } from 'react-i18next';
import { LANGUAGES, THEMES, type Settings, type SettingsPatch } from '../../../contracts/settings';
import { Section, SettingRow, Toggle } from './controls';

function Segmented<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <SettingRow label={label}>
      <div
        role="radiogroup"
        aria-label={label}
        className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {options.map((option) => (
          <label
            key={option.value}
            lang={option.lang}
            className={`flex min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
              value === option.value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 dark:text-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </SettingRow>
  );
}

/** App Preferences: theme and language apply at once; vibration. */
export function PreferencesSection({
  settings,
  update,
}: {
  settings: Settings;
  update: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.preferences.title')}>
      <Segmented
        name="theme"
        label={t('settings.preferences.theme')}
        value={settings.theme}
        options={THEMES.map((value) => ({ value, label: t(`settings.preferences.themes.${value}`) }))}
        onChange={(theme) => update({ theme })}
      />
      <Segmented
        name="language"
        label={t('settings.preferences.language')}
        value={settings.language}
        // Each language is named in itself, so a learner can always find their way back.
        options={LANGUAGES.map((value) => ({
          value,
          label: t(`settings.preferences.languages.${value}`),
          lang: value,
        }))}
        onChange={(language) => update({ language })}
      />
      <Toggle
        label={t('settings.preferences.vibration')}
        hint={t('settings.preferences.vibrationHint')}
        checked={settings.vibration}
        onChange={(vibration) => update({ vibration })}
      />
    </Section>
  );
}
