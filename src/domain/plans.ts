/** product.md#payment, product.md#limits: monthly 7.99 per month, annual 79.99 per year (shown as saving 17%). */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Price in cents, so sums never meet floating-point rounding. */
  amountCents: number;
  interval: 'month' | 'year';
}

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  monthly: { id: 'monthly', name: 'Monthly Plan', amountCents: 799, interval: 'month' },
  annual: { id: 'annual', name: 'Annual Plan', amountCents: 7999, interval: 'year' },
};

/** The currency of both plans (the spec gives bare amounts; Charla charges US dollars). */
export const PLAN_CURRENCY = 'usd';

/** product.md#audience, product.md#payment: the free trial lasts 7 days ("Learn 100+ words in your first 7 days"). */
export const TRIAL_DAYS = 7;

/** Whole-percent saving of the annual plan over twelve monthly payments: 17 with the spec's prices. */
export function annualSavingPercent(plans: Readonly<Record<PlanId, PlanDefinition>> = PLANS): number {
  const twelveMonths = plans.monthly.amountCents * 12;
  return Math.round(((twelveMonths - plans.annual.amountCents) / twelveMonths) * 100);
}
