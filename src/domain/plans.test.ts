import { describe, expect, it } from 'vitest';
import { annualSavingPercent, PLAN_CURRENCY, PLAN_IDS, PLANS, TRIAL_DAYS } from './plans';

describe('plans (product.md#payment)', () => {
  it('sells a monthly plan at 7.99 USD a month and an annual plan at 79.99 USD a year', () => {
    expect(PLAN_IDS).toEqual(['monthly', 'annual']);
    expect(PLANS.monthly).toEqual({
      id: 'monthly',
      name: 'Monthly Plan',
      amountCents: 799,
      interval: 'month',
    });
    expect(PLANS.annual).toEqual({ id: 'annual', name: 'Annual Plan', amountCents: 7999, interval: 'year' });
    expect(PLAN_CURRENCY).toBe('usd');
  });

  it('gives a 7-day free trial', () => {
    expect(TRIAL_DAYS).toBe(7);
  });

  it('shows the annual plan as saving 17% over twelve monthly payments', () => {
    // 12 × 7.99 = 95.88; 79.99 saves 15.89, i.e. 16.57 % → 17.
    expect(annualSavingPercent()).toBe(17);
  });

  it('computes the saving from the prices it is given, rounded to a whole percent', () => {
    const plans = {
      monthly: { ...PLANS.monthly, amountCents: 1000 },
      annual: { ...PLANS.annual, amountCents: 9000 },
    };
    // 12 × 10.00 = 120.00; 90.00 saves 30.00, i.e. 25 %.
    expect(annualSavingPercent(plans)).toBe(25);
    // No saving when the year costs twelve months.
    expect(annualSavingPercent({ ...plans, annual: { ...PLANS.annual, amountCents: 12000 } })).toBe(0);
  });
});
