/** Flashcard review scheduling (product.md#review-scheduling and "Vocabulary status", product.md#limits). */
import { DAY_MS } from './time';

export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type Rating = (typeof RATINGS)[number];

export const VOCAB_STATUSES = ['learning', 'mastered', 'needs_review'] as const;
export type VocabStatus = (typeof VOCAB_STATUSES)[number];

export const DEFAULT_EASE_FACTOR = 2.5;
export const MIN_EASE_FACTOR = 1.3;
/** Days. */
export const STARTING_INTERVAL = 1;
export const HARD_MULTIPLIER = 1.2;
export const EASY_MULTIPLIER = 1.3;
/**
 * Longest interval in days (Anki's default maximum interval). A deviation from the spec's table,
 * which has no ceiling: see docs/decisions/0008-srs-interval-cap.md.
 */
export const MAX_INTERVAL_DAYS = 36_500;
/**
 * Latest instant a review may be scheduled for: the last moment of year 9999. Later dates have
 * no four-digit ISO year, and the database refuses them.
 */
export const MAX_REVIEW_DUE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/** The scheduling fields of a vocabulary item (product.md#entities). */
export interface SrsState {
  /** Days until the next review. */
  interval: number;
  easeFactor: number;
  consecutiveCorrect: number;
  timesReviewed: number;
  correctReviews: number;
  status: VocabStatus;
  lastReviewed: Date | null;
  nextReviewDue: Date;
  lastReviewResult: Rating | null;
}

/** A stored status this version does not know (older data, edits by hand) counts as learning. */
export function statusOf(status: string): VocabStatus {
  return (VOCAB_STATUSES as readonly string[]).includes(status) ? (status as VocabStatus) : 'learning';
}

export function isRating(value: unknown): value is Rating {
  // Stryker disable next-line ConditionalExpression: equivalent, includes() finds no non-string among the ratings.
  return typeof value === 'string' && (RATINGS as readonly string[]).includes(value);
}

/** Scheduling defaults of a newly saved word (product.md#entities, product.md#ending-a-conversation). */
export function newSrsState(now: Date): SrsState {
  return {
    interval: STARTING_INTERVAL,
    easeFactor: DEFAULT_EASE_FACTOR,
    consecutiveCorrect: 0,
    timesReviewed: 0,
    correctReviews: 0,
    status: 'learning',
    lastReviewed: null,
    nextReviewDue: new Date(now.getTime()),
    lastReviewResult: null,
  };
}

/** Status after a rating, from the consecutiveCorrect count before it (product.md#review-scheduling status table). */
export function nextStatus(previousConsecutiveCorrect: number, rating: Rating): VocabStatus {
  switch (rating) {
    case 'again':
      return 'needs_review';
    case 'hard':
      return previousConsecutiveCorrect >= 2 ? 'mastered' : 'learning';
    case 'good':
      return previousConsecutiveCorrect >= 3 ? 'mastered' : 'learning';
    case 'easy':
      return 'mastered';
  }
}

/** In session stats only good and easy count as correct (product.md#connection). */
export function isSessionCorrect(rating: Rating): boolean {
  return rating === 'good' || rating === 'easy';
}

/*
 * The arithmetic runs on whole hundredths of the ease factor and tenths of the multipliers. In
 * binary floating point 100 × 2.3 is 229.999…, so a plain Math.floor(interval × ease) would
 * schedule 229 days where the spec's table says 230, and repeated −0.2 / ±0.15 steps would drift
 * (2.5 − 0.15 is 2.3499…). Products of integers are exact, and an integer divided by 10, 100 or
 * 1000 lands on a whole number only when it truly is one, so the floors match the table.
 */
const toHundredths = (ease: number): number => Math.round(ease * 100);
const minEaseHundredths = toHundredths(MIN_EASE_FACTOR);
const hardTenths = Math.round(HARD_MULTIPLIER * 10);
const easyTenths = Math.round(EASY_MULTIPLIER * 10);

function nextEaseHundredths(ease: number, rating: Rating): number {
  const e = toHundredths(ease);
  if (rating === 'again') return Math.max(minEaseHundredths, e - 20);
  if (rating === 'hard') return Math.max(minEaseHundredths, e - 15);
  if (rating === 'easy') return e + 15;
  return e;
}

function nextIntervalDays(interval: number, ease: number, rating: Rating): number {
  const e = toHundredths(ease);
  let days: number;
  if (rating === 'again') days = STARTING_INTERVAL;
  else if (rating === 'hard') days = Math.floor((interval * hardTenths) / 10);
  else if (rating === 'good') days = Math.floor((interval * e) / 100);
  else days = Math.floor((interval * e * easyTenths) / 1000);
  // Never below one day: with interval 0 from bad data, or a tiny ease, the floors above could
  // give 0, which would make a card due again immediately and loop the session. Never above the
  // cap (ADR 0008), and never a non-number from corrupt stored values.
  if (!Number.isFinite(days)) return MAX_INTERVAL_DAYS;
  return Math.min(MAX_INTERVAL_DAYS, Math.max(STARTING_INTERVAL, days));
}

/** The ease factor after a rating (product.md#review-scheduling), rounded to 2 decimals. */
export function nextEaseFactor(ease: number, rating: Rating): number {
  return nextEaseHundredths(ease, rating) / 100;
}

/** When a card is next due: `from` plus the interval, never past what the database can store. */
export function dueAfter(from: Date, intervalDays: number): Date {
  const due = from.getTime() + intervalDays * DAY_MS;
  return new Date(Math.min(due, MAX_REVIEW_DUE.getTime()));
}

/** Applies one rating (product.md#review-scheduling table and its notes). */
export function applyReview(state: SrsState, rating: Rating, now: Date): SrsState {
  const interval = nextIntervalDays(state.interval, state.easeFactor, rating);
  return {
    interval,
    // Rounded to 2 decimals (via hundredths) so stored values stay exactly 2.35, not 2.3499999.
    easeFactor: nextEaseFactor(state.easeFactor, rating),
    consecutiveCorrect: rating === 'again' ? 0 : state.consecutiveCorrect + 1,
    timesReviewed: state.timesReviewed + 1,
    correctReviews: state.correctReviews + (rating === 'again' ? 0 : 1),
    status: nextStatus(state.consecutiveCorrect, rating),
    lastReviewed: new Date(now.getTime()),
    nextReviewDue: dueAfter(now, interval),
    lastReviewResult: rating,
  };
}

/** Days each rating would schedule, for the rating buttons (product.md#review-scheduling). */
export function previewIntervals(state: SrsState): Record<Rating, number> {
  return {
    again: nextIntervalDays(state.interval, state.easeFactor, 'again'),
    hard: nextIntervalDays(state.interval, state.easeFactor, 'hard'),
    good: nextIntervalDays(state.interval, state.easeFactor, 'good'),
    // Stryker disable next-line StringLiteral: equivalent, every rating other than again, hard and good is scheduled as easy.
    easy: nextIntervalDays(state.interval, state.easeFactor, 'easy'),
  };
}

/** Short label for an interval in days: `12d`, `3mo`, `1.2y`. */
export function formatInterval(days: number): string {
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${(Math.round((days / 365) * 10) / 10).toFixed(1)}y`;
}
