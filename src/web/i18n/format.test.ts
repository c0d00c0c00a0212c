import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatPercent } from './format';

// Intl writes each language's own form: the Spanish UI must not read "0.0 %" or "1%".
describe('formatPercent', () => {
  it.each([
    [0, 'en', 1, '0.0%'],
    [87.5, 'en', 1, '87.5%'],
    [0, 'es', 1, '0,0 %'],
    [87.5, 'es', 1, '87,5 %'],
    [67, 'es', 0, '67 %'],
    [1, 'es', 0, '1 %'],
    [1, 'en', 0, '1%'],
    [99.6, 'es', 0, '100 %'],
  ])('%d in %s with %i decimals reads %s', (value, language, digits, text) => {
    expect(formatPercent(value, language, digits).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each([
    [12500, 'en', 0, '12,500'],
    [12500, 'es', 0, '12.500'],
    [3, 'es', 0, '3'],
    [2.5, 'es', 1, '2,5'],
    [2.25, 'en', 0, '2'],
  ])('%d in %s with %i decimals reads %s', (value, language, digits, text) => {
    expect(formatNumber(value, language, digits)).toBe(text);
  });

  it('keeps one formatter per language: a later language does not change an earlier one', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es', 1)).toBe('1234,5');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
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
