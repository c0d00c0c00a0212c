import type { Achievement } from '../../../domain/notifications/achievements';
import type { NotificationKind } from '../../../contracts/notifications';

export type Language = 'en' | 'es';

export type NotificationData =
  | { kind: 'daily-reminder' | 'test-reminder'; dueCards: number; streak: number; streakAtStake: boolean }
  | { kind: 'weekly-progress'; words: number; reviews: number; minutes: number; streak: number }
  | { kind: 'achievement'; achievement: Achievement }
  | { kind: 'trial-ending'; trialEnd: Date }
  | { kind: 'trial-converted'; plan: string; amountCents: number; periodEnd: Date };

export interface ComposedNotification {
  kind: NotificationKind;
  subject: string;
  /** One or two sentences: the push body and the email's first paragraph. */
  body: string;
  /** The screen it opens, relative to the app origin. */
  path: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function daily(
  d: { dueCards: number; streak: number; streakAtStake: boolean },
  lang: Language,
): [string, string] {
  if (lang === 'es') {
    const parts = [
      d.dueCards > 0
        ? `Tienes ${plural(d.dueCards, 'tarjeta', 'tarjetas')} para repasar.`
        : 'Tu próxima lección te espera.',
      d.streakAtStake ? `Tu racha de ${plural(d.streak, 'día', 'días')} está en juego.` : '',
    ];
    return ['Es hora de practicar español', parts.filter(Boolean).join(' ')];
  }
  const parts = [
    d.dueCards > 0
      ? `You have ${plural(d.dueCards, 'card', 'cards')} to review.`
      : 'Your next lesson is waiting.',
    d.streakAtStake ? `Your ${d.streak}-day streak is at stake.` : '',
  ];
  return ['Time for your Spanish practice', parts.filter(Boolean).join(' ')];
}

function achievement(a: Achievement, lang: Language): [string, string] {
  const es = lang === 'es';
  if (a.kind === 'streak')
    return es
      ? [`¡Racha de ${a.milestone} días!`, `Has practicado ${a.milestone} días seguidos. ¡Sigue así!`]
      : [`${a.milestone}-day streak!`, `You have practised ${a.milestone} days in a row. Keep it going!`];
  if (a.kind === 'words')
    return es
      ? [`¡${a.milestone} palabras aprendidas!`, `Tu vocabulario ya tiene ${a.milestone} palabras.`]
      : [`${a.milestone} words learned!`, `Your vocabulary now holds ${a.milestone} words.`];
  return es
    ? [`Primera lección de ${a.level} completada`, `Has empezado el nivel ${a.level}. ¡Enhorabuena!`]
    : [`First ${a.level} lesson completed`, `You have started level ${a.level}. Well done!`];
}

/** Subject, body and target screen of a notification, in the learner's UI language. */
export function composeNotification(data: NotificationData, lang: Language): ComposedNotification {
  const es = lang === 'es';
  switch (data.kind) {
    case 'daily-reminder':
    case 'test-reminder': {
      const [subject, body] = daily(data, lang);
      return { kind: data.kind, subject, body, path: data.dueCards > 0 ? '/flashcards' : '/lessons' };
    }
    case 'weekly-progress': {
      const body = es
        ? `Esta semana: ${plural(data.words, 'palabra nueva', 'palabras nuevas')}, ${plural(data.reviews, 'repaso', 'repasos')}, ${plural(data.minutes, 'minuto', 'minutos')} de práctica y una racha de ${plural(data.streak, 'día', 'días')}.`
        : `This week: ${plural(data.words, 'new word', 'new words')}, ${plural(data.reviews, 'review', 'reviews')}, ${plural(data.minutes, 'minute', 'minutes')} of practice and a ${data.streak}-day streak.`;
      return {
        kind: data.kind,
        subject: es ? 'Tu progreso de la semana' : 'Your week in Spanish',
        body,
        path: '/dashboard',
      };
    }
    case 'achievement': {
      const [subject, body] = achievement(data.achievement, lang);
      return { kind: data.kind, subject, body, path: '/dashboard' };
    }
    case 'trial-converted': {
      const amount = (data.amountCents / 100).toLocaleString(es ? 'es-ES' : 'en-US', {
        style: 'currency',
        currency: 'USD',
      });
      const until = data.periodEnd.toLocaleDateString(es ? 'es-ES' : 'en-US', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return es
        ? {
            kind: data.kind,
            subject: 'Recibo: tu suscripción a Charla',
            body: `Tu prueba ha terminado y tu plan ${data.plan} está activo. Cobrado: ${amount}. Próxima renovación: ${until}.`,
            path: '/settings',
          }
        : {
            kind: data.kind,
            subject: 'Receipt: your Charla subscription',
            body: `Your trial has ended and your ${data.plan} is active. Charged: ${amount}. Next renewal: ${until}.`,
            path: '/settings',
          };
    }
    case 'trial-ending': {
      const day = data.trialEnd.toLocaleDateString(es ? 'es-ES' : 'en-US', {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      });
      return es
        ? {
            kind: data.kind,
            subject: 'Tu prueba gratuita termina en dos días',
            body: `Tu prueba gratuita termina el ${day}. Puedes gestionar tu suscripción en Ajustes.`,
            path: '/settings',
          }
        : {
            kind: data.kind,
            subject: 'Your free trial ends in two days',
            body: `Your free trial ends on ${day}. You can manage your subscription in Settings.`,
            path: '/settings',
          };
    }
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The email: a plain-text and an HTML part, with the one-click unsubscribe link when there is a toggle. */
export function notificationEmail(
  n: ComposedNotification,
  lang: Language,
  links: { open: string; unsubscribe?: string },
): { subject: string; text: string; html: string } {
  const es = lang === 'es';
  const openLabel = es ? 'Abrir Charla' : 'Open Charla';
  const unsubLabel = es ? 'Dejar de recibir estos avisos' : 'Stop these notifications';
  const text = [
    n.body,
    '',
    `${openLabel}: ${links.open}`,
    ...(links.unsubscribe ? ['', `${unsubLabel}: ${links.unsubscribe}`] : []),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body>`,
    `<p>${escapeHtml(n.body)}</p>`,
    `<p><a href="${escapeHtml(links.open)}">${openLabel}</a></p>`,
    links.unsubscribe
      ? `<p><small><a href="${escapeHtml(links.unsubscribe)}">${unsubLabel}</a></small></p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject: n.subject, text, html };
}
