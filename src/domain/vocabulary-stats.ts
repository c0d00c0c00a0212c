/** Vocabulary figures for review and the dashboard (product.md#validation, product.md#limits; product.md#dashboard-figures, product.md#validation, product.md#limits). */
import { statusOf, type VocabStatus } from './srs';
import { DAY_MS } from './time';

/** At most this many due cards per review batch (product.md#limits). */
export const DUE_BATCH_LIMIT = 25;
/** Dashboard velocity window and default recent-add window, in days (product.md#limits). */
export const VELOCITY_WINDOW_DAYS = 7;

export interface DueItem {
  nextReviewDue: Date;
}
export interface ReviewCounts {
  timesReviewed: number;
  correctReviews: number;
}
export interface CreatedItem {
  createdAt: Date;
}
export interface StatusItem {
  /** Any stored text: an unknown status counts as learning (`statusOf`). */
  status: VocabStatus | string;
}

export interface StatusBreakdown {
  learning: number;
  mastered: number;
  needs_review: number;
  total: number;
}

/** Rounds to one decimal place, the precision the spec uses for accuracy and rates. */
export function roundTo1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Due cards: nextReviewDue at or before now, oldest due first, at most `limit` (product.md#dashboard-figures, product.md#review-scheduling, product.md#limits). */
export function selectDue<T extends DueItem>(items: readonly T[], now: Date, limit = DUE_BATCH_LIMIT): T[] {
  const cutoff = now.getTime();
  return items
    .filter((item) => item.nextReviewDue.getTime() <= cutoff)
    .sort((a, b) => a.nextReviewDue.getTime() - b.nextReviewDue.getTime())
    .slice(0, Math.max(0, limit));
}

/** Σ correctReviews / Σ timesReviewed as a percent to 1 decimal, over reviewed words (product.md#validation). */
export function reviewAccuracy(items: readonly ReviewCounts[]): number {
  let reviewed = 0;
  let correct = 0;
  for (const item of items) {
    if (item.timesReviewed <= 0) continue;
    reviewed += item.timesReviewed;
    correct += item.correctReviews;
  }
  return reviewed === 0 ? 0 : roundTo1((correct / reviewed) * 100);
}

/** Words created in the `days` up to `now` (a rolling window, not calendar days). */
function countCreatedWithin(items: readonly CreatedItem[], now: Date, days: number): number {
  const end = now.getTime();
  const start = end - days * DAY_MS;
  // Items dated after `now` (clock skew between devices) are not "in the last N days".
  return items.filter((item) => {
    const t = item.createdAt.getTime();
    return t >= start && t <= end;
  }).length;
}

/** The add rate from a count already made over the window (the server counts with an index). */
export function addRateFromCount(createdInWindow: number, days = VELOCITY_WINDOW_DAYS): number {
  if (days <= 0) return 0;
  return roundTo1(createdInWindow / days);
}

/**
 * Words created over the last N days divided by N, to 1 decimal (product.md#validation, product.md#limits).
 * @internal Defines the rule; production computes it in SQL, held to this function on the same rows by
 * tests/integration/dashboard-rules.test.ts.
 */
export function recentAddRate(items: readonly CreatedItem[], now: Date, days = VELOCITY_WINDOW_DAYS): number {
  return addRateFromCount(countCreatedWithin(items, now, days), days);
}

/** Velocity from a count already made over the 7-day window: words per week. */
export function velocityFromCount(createdInWindow: number): number {
  return createdInWindow;
}

/**
 * Learning velocity: words created in the last 7 days, i.e. words per week (product.md#dashboard-figures, product.md#limits).
 * @internal Defines the rule; production computes it in SQL, held to this function on the same rows by
 * tests/integration/dashboard-rules.test.ts.
 */
export function learningVelocity(items: readonly CreatedItem[], now: Date): number {
  return velocityFromCount(countCreatedWithin(items, now, VELOCITY_WINDOW_DAYS));
}

/**
 * Counts of learning, mastered and needs_review words (product.md#dashboard-figures).
 * @internal Defines the rule; production computes it in SQL, held to this function on the same rows by
 * tests/integration/dashboard-rules.test.ts.
 */
export function statusBreakdown(items: readonly StatusItem[]): StatusBreakdown {
  const breakdown: StatusBreakdown = { learning: 0, mastered: 0, needs_review: 0, total: 0 };
  for (const item of items) {
    breakdown[statusOf(item.status)] += 1;
    breakdown.total += 1;
  }
  return breakdown;
}
