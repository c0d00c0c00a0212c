import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * Each UI language's strings are their own chunk, fetched when the language is first used
 * (issue 17.1): a learner downloads English (the fallback) and, if they chose it, Spanish.
 */
const languages: Record<string, () => Promise<{ translation: ResourceKey }>> = {
  en: () => import('./resources-en'),
  es: () => import('./resources-es'),
};

const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = languages[language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.translation),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** The language this browser used last (preferences-sync keeps it), so the first paint is in it. */
function lastLanguage(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.devicePreferences) ?? 'null') as {
      language?: unknown;
    } | null;
    return typeof stored?.language === 'string' && stored.language in languages ? stored.language : 'en';
  } catch {
    return 'en';
  }
}

/** UI language (en/es) is a setting; English is the default and the fallback. */
export const i18nReady = i18n
  .use(onDemand)
  .use(initReactI18next)
  .init({
    lng: typeof localStorage === 'undefined' ? 'en' : lastLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Strings arrive before the first render (main.tsx awaits i18nReady), never mid-render.
    react: { useSuspense: false },
  });

export default i18n;
