import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry } from './card-form';

describe('checkout card input', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['378282246310005', '3782 8224 6310 005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
  ])('groups %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['12 / 34', { expMonth: 12, expYear: 34 }],
    ['1/2030', { expMonth: 1, expYear: 2030 }],
    ['0734', { expMonth: 7, expYear: 34 }],
    ['12 /', null],
    ['', null],
  ])('reads the expiry %s', (typed, parsed) => {
    expect(parseExpiry(typed)).toEqual(parsed);
  });
});
