import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { VISITOR_PAGES } from '../../contracts/first-pages';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { translation as englishShell } from './shell-en';

type Strings = () => Promise<{ translation: ResourceKey }>;

/**
 * Each UI language's strings are their own chunks, fetched when the language is first used
 *: a learner downloads English (the fallback) and, if they chose it, Spanish. A
 * visitor's page (register, reset password) starts with the shell strings only; every other
 * screen waits for the whole tree (`loadAllStrings`, awaited by lazy screens and the guard).
 */
// English shell strings ship in the first chunk (1.6 KB): the register screen paints without a
// second round trip for its strings.
const shell: Record<string, Strings> = {
  en: () => Promise.resolve({ translation: englishShell }),
  es: () => import('./shell-es'),
};
const whole: Record<string, Strings> = {
  en: () => import('./resources-en'),
  es: () => import('./resources-es'),
};

let wantsAll = typeof location === 'undefined' || !VISITOR_PAGES.includes(location.pathname);
let allLoaded: Promise<void> | undefined;

async function readStrings(language: string): Promise<ResourceKey> {
  const partial = !wantsAll;
  const strings = await (partial ? shell : whole)[language]!();
  // The whole tree was asked for while the shell was loading: load it now, not the shell.
  return partial && wantsAll ? readStrings(language) : strings.translation;
}

const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!(language in whole)) return callback(null, {});
    readStrings(language).then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

let allHere = false;

/** Every string of the languages in use; resolves at once when they are already here. */
export function loadAllStrings(): Promise<void> {
  if (!allLoaded) {
    const reload = !wantsAll;
    wantsAll = true;
    allLoaded = i18nReady
      .then(() => (reload ? i18n.reloadResources() : undefined))
      .then(() => {
        allHere = true;
      });
  }
  return allLoaded;
}

/** True once every string is here (a screen can render at once, no loading state). */
export function hasAllStrings(): boolean {
  return allHere;
}

/** The language this browser used last (preferences-sync keeps it), so the first paint is in it. */
function lastLanguage(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.devicePreferences) ?? 'null') as {
      language?: unknown;
    } | null;
    return typeof stored?.language === 'string' && stored.language in whole ? stored.language : 'en';
  } catch {
    return 'en';
  }
}

/** UI language (en/es) is a setting; English is the default and the fallback. */
export const i18nReady: Promise<unknown> = i18n
  .use(onDemand)
  .use(initReactI18next)
  .init({
    lng: typeof localStorage === 'undefined' ? 'en' : lastLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Strings arrive before the first render (main.tsx awaits i18nReady), never mid-render; a
    // screen re-renders when more of them arrive (`loaded`).
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });

export default i18n;
