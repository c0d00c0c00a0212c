import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from './index';

// Both languages' strings are loaded on demand; these tests read both.
beforeAll(async () => {
  await i18nReady;
  await i18n.loadLanguages(['en', 'es']);
});

// Counts go through i18next's plural forms ("1 practice minutes" was shown).
describe('plural texts', () => {
  it.each([
    ['en', 1, 1, '1 review and 1 practice minute in the last 7 days'],
    ['en', 3, 0, '3 reviews and 0 practice minutes in the last 7 days'],
    ['es', 1, 1, '1 repaso y 1 minuto de práctica en los últimos 7 días'],
    ['es', 2, 5, '2 repasos y 5 minutos de práctica en los últimos 7 días'],
  ])('%s: %i reviews, %i minutes', (lng, reviews, minutes, text) => {
    const t = i18n.getFixedT(lng);
    expect(
      t('dashboard.chart.summary', {
        reviews: t('dashboard.chart.reviewCount', { count: reviews }),
        minutes: t('dashboard.chart.minuteCount', { count: minutes }),
      }),
    ).toBe(text);
  });

  it('says one minute a day in the singular', () => {
    expect(i18n.getFixedT('en')('onboarding.dailyMinutes', { count: 1 })).toBe('1 minute a day');
    expect(i18n.getFixedT('es')('onboarding.dailyMinutes', { count: 1 })).toBe('1 minuto al día');
  });
});

// Counts are written by Intl for the UI language: the grouping mark differs.
describe('counts in texts', () => {
  it.each([
    ['en', 12500, '12,500 words'],
    ['es', 12500, '12.500 palabras'],
    ['es', 1, '1 palabra'],
  ])('%s: %i words', (lng, count, text) => {
    expect(i18n.getFixedT(lng)('myData.words.count', { count })).toBe(text);
  });

  it('writes the numbers of an import summary in the UI language', () => {
    expect(i18n.getFixedT('es')('myData.transfer.done', { added: 2500, skipped: 3 })).toBe(
      'Se importaron 2500 palabras; se omitieron 3 que ya tenías.',
    );
    expect(i18n.getFixedT('en')('myData.transfer.done', { added: 2500, skipped: 3 })).toBe(
      'Imported 2,500 words; skipped 3 you already had.',
    );
  });
});
