import type { NotificationToggle } from '../../../contracts/notifications';
import type { Language } from './messages';

const NAMES: Record<Language, Record<NotificationToggle, string>> = {
  en: {
    dailyReminders: 'daily reminders',
    weeklyProgress: 'weekly progress',
    achievementNotifications: 'achievement notifications',
  },
  es: {
    dailyReminders: 'recordatorios diarios',
    weeklyProgress: 'progreso semanal',
    achievementNotifications: 'avisos de logros',
  },
};

/** The small confirmation page the unsubscribe link opens (no sign-in, no script). */
export function unsubscribePage(
  result: { toggle: NotificationToggle; language: Language } | null,
  settingsUrl: string,
): string {
  const lang = result?.language ?? 'en';
  const es = lang === 'es';
  const [title, message] = result
    ? es
      ? ['Listo', `Ya no recibirás ${NAMES.es[result.toggle]}. Puedes volver a activarlos en Ajustes.`]
      : [
          'Done',
          `You will no longer receive ${NAMES.en[result.toggle]}. You can turn them back on in Settings.`,
        ]
    : ['Link not valid', 'This unsubscribe link is not valid. You can change notifications in Settings.'];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Charla — ${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="${settingsUrl}">${es ? 'Ajustes' : 'Settings'}</a></p></main></body></html>`;
}
