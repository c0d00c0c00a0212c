import { describe, expect, it } from 'vitest';
import { checkTestCard, luhnValid } from './test-cards';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (patch: Partial<Parameters<typeof checkTestCard>[0]> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ana Learner',
  ...patch,
});

describe('test-mode card rules', () => {
  it('accepts 4242 4242 4242 4242 with a future expiry and a 3-digit CVC', () => {
    expect(checkTestCard(card(), NOW)).toEqual({ ok: true, last4: '4242' });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000-0000-0000-0069', 'expired_card', "Your card's expiration date is in the past."],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('declines %s with %s (402)', (cardNumber, code, message) => {
    expect(checkTestCard(card({ cardNumber }), NOW)).toMatchObject({ ok: false, code, message, status: 402 });
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(checkTestCard(card({ cardNumber: '4242 4242 4242 4241' }), NOW)).toMatchObject({
      code: 'incorrect_number',
      field: 'cardNumber',
      status: 400,
    });
  });

  it('refuses a real (non-test) card as Stripe test mode does', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(checkTestCard(card({ cardNumber: '4111111111111111' }), NOW)).toMatchObject({
      code: 'live_card_in_test_mode',
      status: 402,
    });
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(checkTestCard(card({ expMonth: 11, expYear: 26 }), NOW).ok).toBe(true);
    expect(checkTestCard(card({ expMonth: 10, expYear: 2026 }), NOW)).toMatchObject({
      code: 'expired_card',
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
    expect(checkTestCard(card({ expYear: 2025 }), NOW)).toMatchObject({ code: 'expired_card' });
  });

  it('wants 3 CVC digits, or 4 for American Express', () => {
    expect(checkTestCard(card({ cvc: '12' }), NOW)).toMatchObject({ code: 'invalid_cvc', field: 'cvc' });
    expect(checkTestCard(card({ cvc: '12a' }), NOW)).toMatchObject({ code: 'invalid_cvc' });
    expect(checkTestCard(card({ cardNumber: '378282246310005', cvc: '1234' }), NOW).ok).toBe(true);
    expect(checkTestCard(card({ cardNumber: '378282246310005', cvc: '123' }), NOW)).toMatchObject({
      code: 'invalid_cvc',
    });
  });
});
