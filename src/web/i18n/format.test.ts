import { describe, expect, it } from 'vitest';
import { formatDay, formatPercent } from './format';

// Issue 15 item 8: the Spanish UI read "0.0 %"; Intl writes each language's own form.
describe('formatPercent', () => {
  it.each([
    [0, 'en', 1, '0.0%'],
    [87.5, 'en', 1, '87.5%'],
    [0, 'es', 1, '0,0 %'],
    [87.5, 'es', 1, '87,5 %'],
    [67, 'es', 0, '67 %'],
  ])('%d in %s with %i decimals reads %s', (value, language, digits, text) => {
    expect(formatPercent(value, language, digits).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatDay', () => {
  it.each([
    ['en', 'November 28, 2026'],
    ['es', '28 de noviembre de 2026'],
  ])('writes a day in %s as %s', (language, text) => {
    expect(formatDay('2026-11-28T12:00:00.000Z', language)).toBe(text);
  });
});
