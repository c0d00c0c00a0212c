import { useEffect } from 'react';
import { readSettings, type Language, type Theme } from '../../contracts/settings';
import i18n from '../i18n';
import { useSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Last theme and language used in this browser, for signed-out pages and the first paint. */
const STORAGE_KEY = STORAGE_KEYS.devicePreferences;

interface Applied {
  theme: Theme;
  language: Language;
}

function readStored(): Applied | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Applied> | null;
    if (!parsed) return null;
    const { theme, language } = readSettings({ preferences: parsed, dailyGoal: null, dailyTargets: [] });
    return { theme, language };
  } catch {
    return null;
  }
}

/** Applies a theme (`dark` class on <html>) and a UI language (i18next and <html lang>). */
function apply({ theme, language }: Applied): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

// Before the first render, so a dark-theme or Spanish learner never sees a flash of the defaults.
if (typeof document !== 'undefined') {
  const stored = readStored();
  if (stored) apply(stored);
}

/**
 * Keeps the page in the learner's theme and language: from their settings as soon as the user
 * document loads and whenever it changes (the settings screen updates it at once), and from
 * this browser's last choice on signed-out pages.
 */
export function PreferencesSync() {
  const { user } = useSession();
  const settings = user ? readSettings(user) : null;
  const theme = settings?.theme;
  const language = settings?.language;
  useEffect(() => {
    if (!theme || !language) {
      const stored = readStored();
      if (stored) apply(stored);
      return;
    }
    apply({ theme, language });
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme, language }));
    } catch {
      // Storage can be full or disabled; the settings still apply to this page.
    }
  }, [theme, language]);
  return null;
}
