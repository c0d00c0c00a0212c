import { useTranslation } from 'react-i18next';
import type { ChoiceItem } from './choice-list';

/** The option lists, by their translation group under `onboarding.options`. */
export type OptionGroup = 'goals' | 'interests' | 'dailyGoals' | 'levels' | 'obstacles' | 'improvementGoals';

/** Translated label and description of option ids (the stored labels stay the domain's English ones). */
export function useOptionText() {
  const { t } = useTranslation();
  return (group: OptionGroup, ids: readonly string[]): ChoiceItem[] =>
    ids.map((id) => ({
      id,
      label: t(`onboarding.options.${group}.${id}.label`),
      description: group === 'obstacles' ? undefined : t(`onboarding.options.${group}.${id}.description`),
    }));
}
