import { CARD_MESSAGES, type CardErrorCode, type CardPayment } from '../../../contracts/payments';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardCheck =
  | { ok: true; last4: string }
  | { ok: false; code: CardErrorCode; message: string; field: CardField; status: 400 | 402 };

/** Stripe's documented test cards that succeed (docs.stripe.com/testing). */
const SUCCEEDING = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

/** Stripe's test cards that are declined, with the decline they produce. */
const DECLINING: Readonly<Record<string, CardErrorCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

const fail = (code: CardErrorCode, field: CardField, status: 400 | 402): CardCheck => ({
  ok: false,
  code,
  message: CARD_MESSAGES[code],
  field,
  status,
});

/** Luhn checksum, as every card network uses it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The test-mode checkout's card rules: a well-formed number, an expiry not in the past (a card
 * is valid through the end of its month), a 3-digit CVC (4 for American Express), then the
 * outcome Stripe documents for that test card. Any other card is refused as in Stripe's test mode.
 */
export function checkTestCard(card: CardPayment, now: Date): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return fail('incorrect_number', 'cardNumber', 400);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (year < 2000 || year > thisYear + 50) return fail('invalid_expiry_year', 'expiry', 400);
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && card.expMonth < thisMonth)) {
    return fail('expired_card', 'expiry', 400);
  }
  const amex = /^3[47]/.test(digits);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) return fail('invalid_cvc', 'cvc', 400);
  const decline = DECLINING[digits];
  if (decline) return fail(decline, decline === 'incorrect_cvc' ? 'cvc' : 'cardNumber', 402);
  if (!SUCCEEDING.has(digits)) return fail('live_card_in_test_mode', 'cardNumber', 402);
  return { ok: true, last4: digits.slice(-4) };
}
