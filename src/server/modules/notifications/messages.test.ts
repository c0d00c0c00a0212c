import { describe, expect, it } from 'vitest';
import { composeNotification, notificationEmail } from './messages';
import { createUnsubscribeTokens } from './unsubscribe-token';

describe('notification texts', () => {
  it.each([
    [
      { dueCards: 3, streak: 5, streakAtStake: true },
      'en',
      'You have 3 cards to review. Your 5-day streak is at stake.',
      '/flashcards',
    ],
    [{ dueCards: 0, streak: 0, streakAtStake: false }, 'en', 'Your next lesson is waiting.', '/lessons'],
    [
      { dueCards: 1, streak: 2, streakAtStake: true },
      'es',
      'Tienes 1 tarjeta para repasar. Tu racha de 2 días está en juego.',
      '/flashcards',
    ],
  ] as const)('daily reminder names what is waiting (%j, %s)', (data, lang, body, path) => {
    const n = composeNotification({ kind: 'daily-reminder', ...data }, lang);
    expect(n.body).toBe(body);
    expect(n.path).toBe(path);
  });

  it('achievements in both languages', () => {
    expect(
      composeNotification({ kind: 'achievement', achievement: { kind: 'streak', milestone: 7 } }, 'en')
        .subject,
    ).toBe('7-day streak!');
    expect(
      composeNotification(
        { kind: 'achievement', achievement: { kind: 'first-lesson-of-level', level: 'A2' } },
        'es',
      ).subject,
    ).toBe('Primera lección de A2 completada');
  });

  it('the email has a text and an escaped HTML part with the unsubscribe link', () => {
    const n = { kind: 'test-reminder' as const, subject: 'S', body: 'Tom & <Jerry>', path: '/lessons' };
    const email = notificationEmail(n, 'en', {
      open: 'https://x/lessons',
      unsubscribe: 'https://x/u?token=a.b',
    });
    expect(email.text).toContain('Stop these notifications: https://x/u?token=a.b');
    expect(email.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(email.html).toContain('href="https://x/u?token=a.b"');
  });
});

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('secret-one');
  it('round-trips and refuses tampering, other secrets and unknown toggles', () => {
    const token = tokens.create('user-1', 'weeklyProgress');
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', toggle: 'weeklyProgress' });
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ u: 'user-2', t: 'weeklyProgress' })).toString('base64url');
    expect(tokens.verify(`${other}.${signature}`)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}x`)).toBeNull();
    expect(tokens.verify(`${payload}`)).toBeNull();
    expect(createUnsubscribeTokens('secret-two').verify(token)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
