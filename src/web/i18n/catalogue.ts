import { useTranslation } from 'react-i18next';
import { catalogue } from './en/catalogue';

/** English catalogue text -> its key, built once from the English tree. */
const KEYS = new Map<string, string>(
  Object.entries(catalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [text, `catalogue.${group}.${name}`] as const),
  ),
);

/** The i18n key of an English catalogue text (as the server or the domain wrote it), if it is one. */
export function catalogueKey(text: string): string | undefined {
  return KEYS.get(text.trim());
}

/**
 * Shows a message in the UI language: catalogue texts arrive in English (the spec's wording, from
 * the server or the domain) and are swapped for their translation; other texts pass unchanged.
 */
export function useCatalogueText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = catalogueKey(text);
    return key ? t(key) : text;
  };
}
