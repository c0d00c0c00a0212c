import { useTranslation } from 'react-i18next';

/**
 * A word's category in the UI language: the categories the app writes ("noun", "verb",
 * "general"…) have a text in each language; a category the learner typed is theirs and is shown
 * as it is.
 */
export function useWordCategory(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => {
    const key = category.trim().toLowerCase();
    // Only a plain word can name a catalogue entry ("a.b" would read as a nested key).
    if (!/^[a-z]+$/.test(key)) return category;
    return t(`wordCategories.${key}`, { defaultValue: category });
  };
}
