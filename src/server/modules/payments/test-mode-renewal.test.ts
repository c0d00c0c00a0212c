import { describe, expect, it } from 'vitest';
import { nextPeriodEnd } from './test-mode-renewal';

describe('test-mode renewal periods', () => {
  const trialEnd = new Date('2026-11-28T10:00:00Z');
  it.each([
    ['month', '2026-11-29T00:00:00Z', '2026-12-28T10:00:00.000Z'],
    ['month', '2027-02-01T00:00:00Z', '2027-02-28T10:00:00.000Z'],
    ['year', '2026-11-29T00:00:00Z', '2027-11-28T10:00:00.000Z'],
  ] as const)('a %s plan checked at %s runs until %s', (interval, now, until) => {
    expect(nextPeriodEnd(trialEnd, interval, new Date(now)).toISOString()).toBe(until);
  });

  it('keeps the billing day, or the last day of a shorter month', () => {
    const endOfJanuary = new Date('2027-01-31T10:00:00Z');
    expect(nextPeriodEnd(endOfJanuary, 'month', new Date('2027-02-01T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(nextPeriodEnd(endOfJanuary, 'month', new Date('2027-03-01T00:00:00Z')).toISOString()).toBe(
      '2027-03-31T10:00:00.000Z',
    );
  });
});
