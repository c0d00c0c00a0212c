import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_INTERVAL_DAYS,
  MAX_REVIEW_DUE,
  RATINGS,
  applyReview,
  formatInterval,
  isRating,
  isSessionCorrect,
  newSrsState,
  nextStatus,
  previewIntervals,
  statusOf,
  type Rating,
  type SrsState,
} from './srs';

const NOW = new Date('2024-03-10T12:00:00Z');
const DAY = 86_400_000;

function state(interval: number, easeFactor: number, consecutiveCorrect: number): SrsState {
  return { ...newSrsState(new Date('2024-01-01T00:00:00Z')), interval, easeFactor, consecutiveCorrect };
}

describe('applyReview: the spec table', () => {
  // [start interval, start ease, start consecutiveCorrect, rating, interval, ease, consecutiveCorrect]
  const table: [number, number, number, Rating, number, number, number][] = [
    [1, 2.5, 0, 'again', 1, 2.3, 0],
    [1, 2.5, 0, 'hard', 1, 2.35, 1], // max(1, floor(1.2))
    [1, 2.5, 0, 'good', 2, 2.5, 1], // floor(2.5)
    [1, 2.5, 0, 'easy', 3, 2.65, 1], // floor(3.25)
    [10, 2.5, 2, 'again', 1, 2.3, 0],
    [10, 2.5, 2, 'hard', 12, 2.35, 3],
    [10, 2.5, 2, 'good', 25, 2.5, 3],
    [10, 2.5, 2, 'easy', 32, 2.65, 3], // floor(32.5)
    [1, 1.3, 3, 'again', 1, 1.3, 0], // ease floor 1.3
    [1, 1.3, 3, 'hard', 1, 1.3, 4],
    [1, 1.3, 3, 'good', 1, 1.3, 4], // floor(1.3) = 1
    [1, 1.3, 3, 'easy', 1, 1.45, 4], // floor(1.69) = 1
    [7, 1.4, 1, 'again', 1, 1.3, 0], // 1.2 floored to 1.3
    [7, 1.4, 1, 'hard', 8, 1.3, 2], // floor(8.4); 1.25 floored to 1.3
    [100, 2.3, 5, 'good', 230, 2.3, 6], // 100 × 2.3 is 229.99… in floating point
    [100, 2.05, 5, 'good', 205, 2.05, 6],
    [20, 2.0, 4, 'easy', 52, 2.15, 5], // floor(52)
    // Fractions of .5 and more: only floor gives these (round would give 4 and 6).
    [3, 2.5, 1, 'hard', 3, 2.35, 2], // floor(3.6)
    [4, 2.5, 1, 'hard', 4, 2.35, 2], // floor(4.8)
  ];
  it.each(table)(
    'interval %d, ease %d, streak %d, %s -> %d days, ease %d, streak %d',
    (i, e, c, r, ei, ee, ec) => {
      const next = applyReview(state(i, e, c), r, NOW);
      expect(next.interval).toBe(ei);
      expect(next.easeFactor).toBe(ee);
      expect(next.consecutiveCorrect).toBe(ec);
      expect(next.nextReviewDue.getTime()).toBe(NOW.getTime() + ei * DAY);
      expect(next.lastReviewed?.getTime()).toBe(NOW.getTime());
      expect(next.lastReviewResult).toBe(r);
    },
  );

  it('counts reviews, and correct reviews unless again', () => {
    const start = { ...state(3, 2.5, 1), timesReviewed: 4, correctReviews: 3 };
    expect(applyReview(start, 'again', NOW)).toMatchObject({ timesReviewed: 5, correctReviews: 3 });
    expect(applyReview(start, 'hard', NOW)).toMatchObject({ timesReviewed: 5, correctReviews: 4 });
    expect(applyReview(start, 'good', NOW)).toMatchObject({ timesReviewed: 5, correctReviews: 4 });
    expect(applyReview(start, 'easy', NOW)).toMatchObject({ timesReviewed: 5, correctReviews: 4 });
  });

  it('never schedules 0 days, even from a corrupt interval of 0', () => {
    for (const r of RATINGS) expect(applyReview(state(0, 2.5, 0), r, NOW).interval).toBe(1);
  });

  it('keeps ease at exactly two decimals after many steps', () => {
    let s = state(1, 2.5, 0);
    for (const r of ['hard', 'easy', 'again', 'hard', 'easy', 'easy'] as const) s = applyReview(s, r, NOW);
    // 2.5 → 2.35 → 2.5 → 2.3 → 2.15 → 2.3 → 2.45; naive float steps give 2.4499999999999997.
    expect(String(s.easeFactor)).toBe('2.45');
  });
});

describe('nextStatus: the spec status table', () => {
  const table: [number, Rating, string][] = [
    [0, 'again', 'needs_review'],
    [5, 'again', 'needs_review'],
    [1, 'hard', 'learning'],
    [2, 'hard', 'mastered'],
    [2, 'good', 'learning'],
    [3, 'good', 'mastered'],
    [0, 'easy', 'mastered'],
  ];
  it.each(table)('consecutiveCorrect %d then %s -> %s', (c, r, expected) => {
    expect(nextStatus(c, r)).toBe(expected);
    expect(applyReview(state(1, 2.5, c), r, NOW).status).toBe(expected);
  });
});

describe('session correctness, ratings, new words', () => {
  it('counts only good and easy as correct', () => {
    expect(RATINGS.filter(isSessionCorrect)).toEqual(['good', 'easy']);
  });
  it('recognises ratings', () => {
    expect(isRating('hard')).toBe(true);
    expect(isRating('HARD')).toBe(false);
  });
  it('gives a new word the spec defaults, due now', () => {
    expect(newSrsState(NOW)).toEqual({
      interval: 1,
      easeFactor: 2.5,
      consecutiveCorrect: 0,
      timesReviewed: 0,
      correctReviews: 0,
      status: 'learning',
      lastReviewed: null,
      nextReviewDue: NOW,
      lastReviewResult: null,
    });
  });
});

describe('previewIntervals and formatInterval', () => {
  it('previews what each rating would schedule', () => {
    expect(previewIntervals(state(10, 2.5, 2))).toEqual({ again: 1, hard: 12, good: 25, easy: 32 });
  });
  it('schedules the cap, never a non-number, from a corrupt stored interval', () => {
    expect(previewIntervals(state(Number.NaN, 2.5, 2))).toEqual({
      again: 1,
      hard: MAX_INTERVAL_DAYS,
      good: MAX_INTERVAL_DAYS,
      easy: MAX_INTERVAL_DAYS,
    });
  });
  it('reads a stored status it does not know as learning', () => {
    expect(statusOf('suspended')).toBe('learning');
    expect(statusOf('mastered')).toBe('mastered');
  });
  it.each([
    [1, '1d'],
    [29, '29d'],
    [30, '1mo'],
    [75, '3mo'],
    [364, '12mo'],
    [365, '1.0y'],
    [440, '1.2y'],
  ])('%d days -> %s', (days, label) => {
    expect(formatInterval(days)).toBe(label);
  });
});

describe('applyReview properties', () => {
  const arbState = fc.record({
    interval: fc.integer({ min: 1, max: 3650 }),
    ease: fc.integer({ min: 130, max: 400 }),
    consecutiveCorrect: fc.nat(50),
    timesReviewed: fc.nat(500),
  });
  const arbRatings = fc.array(fc.constantFrom(...RATINGS), { minLength: 1, maxLength: 30 });

  it('keeps ease ≥ 1.3, interval ≥ 1, and counts consistent over any rating sequence', () => {
    fc.assert(
      fc.property(arbState, arbRatings, (start, ratings) => {
        let s: SrsState = {
          ...state(start.interval, start.ease / 100, start.consecutiveCorrect),
          timesReviewed: start.timesReviewed,
          correctReviews: start.timesReviewed,
        };
        for (const r of ratings) {
          const next = applyReview(s, r, NOW);
          expect(next.easeFactor).toBeGreaterThanOrEqual(1.3);
          expect(next.interval).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(next.interval)).toBe(true);
          expect(next.timesReviewed).toBe(s.timesReviewed + 1);
          expect(next.correctReviews).toBeLessThanOrEqual(next.timesReviewed);
          expect(Math.round(next.easeFactor * 100) / 100).toBe(next.easeFactor);
          s = next;
        }
      }),
    );
  });
});

describe('interval cap (ADR 0008)', () => {
  it('never schedules more than 36,500 days, however many easy reviews', () => {
    let current = newSrsState(NOW);
    for (let i = 0; i < 60; i += 1) current = applyReview(current, 'easy', NOW);
    // The decided number itself, not the constant: a changed cap must fail here (ADR 0008).
    expect(MAX_INTERVAL_DAYS).toBe(36_500);
    expect(current.interval).toBe(36_500);
    expect(current.nextReviewDue.getTime()).toBe(NOW.getTime() + 36_500 * DAY);
    expect(previewIntervals(current).good).toBe(36_500);
  });

  it('caps a corrupt stored interval, and never schedules past year 9999', () => {
    expect(applyReview(state(4_450_655, 2.5, 17), 'good', NOW).interval).toBe(36_500);
    const late = applyReview(state(30_000, 2.5, 3), 'easy', new Date(Date.UTC(9990, 0, 1)));
    expect(late.nextReviewDue.getTime()).toBe(MAX_REVIEW_DUE.getTime());
    expect(late.nextReviewDue.toISOString()).toMatch(/^9999-/);
  });
});
