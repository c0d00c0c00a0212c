import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

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
