import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCardReview, previewCardIntervals } from './card-schedule';
import { MAX_RETENTION, MIN_RETENTION, clampRetention } from './scheduler-choice';
import {
  MASTERED_STABILITY_DAYS,
  applyFsrsReview,
  fsrsStatus,
  newFsrsMemory,
  replayReviews,
  type FsrsMemory,
} from './fsrs-scheduler';
import { MAX_INTERVAL_DAYS, MAX_REVIEW_DUE, RATINGS, newSrsState, type Rating, type SrsState } from './srs';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;
const fresh = () => ({ state: newSrsState(NOW), memory: newFsrsMemory(0.9) });

function answer(
  ratings: readonly Rating[],
  start = NOW,
  gapDays?: number,
): { state: SrsState; memory: FsrsMemory } {
  let { state, memory } = fresh();
  let at = start;
  for (const rating of ratings) {
    ({ state, memory } = applyFsrsReview(state, memory, rating, at));
    at = new Date(at.getTime() + (gapDays ?? state.interval) * DAY);
  }
  return { state, memory };
}

describe('fsrsStatus: the status table under FSRS', () => {
  // [rating, stability, state, status]
  const table: [Rating, number, number, string][] = [
    ['again', 100, 2, 'needs_review'],
    ['again', 1, 2, 'needs_review'],
    ['hard', MASTERED_STABILITY_DAYS, 2, 'mastered'],
    ['good', MASTERED_STABILITY_DAYS - 0.01, 2, 'learning'],
    ['good', 40, 2, 'mastered'],
    ['easy', 40, 3, 'learning'], // relearning is not mastered, however stable
    ['easy', 5, 2, 'learning'],
  ];
  it.each(table)('%s with stability %s in state %s → %s', (rating, stability, state, status) => {
    expect(fsrsStatus(rating, stability, state)).toBe(status);
  });
});

describe('applyFsrsReview: intervals and the spec fields', () => {
  it('a new card gets FSRS-6 first intervals that grow with the rating', () => {
    const days = RATINGS.map(
      (rating) => applyFsrsReview(newSrsState(NOW), newFsrsMemory(0.9), rating, NOW).state.interval,
    );
    // FSRS-6 default weights, desired retention 0.9: initial stabilities 0.21, 1.29, 2.31, 8.30 days.
    expect(days).toEqual([1, 2, 3, 8]);
  });

  it('fills the spec fields as the classic table would, and the due date is the interval away', () => {
    const { state, memory } = answer(['good', 'again', 'easy']);
    expect(state.timesReviewed).toBe(3);
    expect(state.correctReviews).toBe(2);
    expect(state.consecutiveCorrect).toBe(1);
    expect(state.easeFactor).toBe(2.45); // 2.5 − 0.2 + 0.15
    expect(state.lastReviewResult).toBe('easy');
    expect(memory.lapses).toBe(1);
    expect(state.nextReviewDue.getTime() - state.lastReviewed!.getTime()).toBe(state.interval * DAY);
  });

  it('goods on time become mastered once stability passes three weeks', () => {
    const { state, memory } = answer(['good', 'good', 'good', 'good']);
    expect(memory.stability).toBeGreaterThanOrEqual(MASTERED_STABILITY_DAYS);
    expect(state.status).toBe('mastered');
    expect(answer(['good', 'good', 'good', 'good', 'again']).state.status).toBe('needs_review');
  });

  it('a higher desired retention schedules sooner', () => {
    const at = (retention: number) => {
      const first = applyFsrsReview(newSrsState(NOW), newFsrsMemory(retention), 'good', NOW);
      const later = new Date(NOW.getTime() + first.state.interval * DAY);
      return applyFsrsReview(first.state, first.memory, 'good', later).state.interval;
    };
    expect(at(0.97)).toBeLessThan(at(0.9));
    expect(at(0.9)).toBeLessThan(at(0.7));
  });

  it('a corrupt stored memory starts the card afresh instead of failing', () => {
    const broken = { ...newFsrsMemory(0.9), state: 2, stability: Number.NaN };
    const state = { ...newSrsState(NOW), lastReviewed: NOW };
    expect(applyFsrsReview(state, broken, 'good', NOW).state.interval).toBe(3);
  });

  it('retention is kept inside its range', () => {
    expect(clampRetention(0.5)).toBe(MIN_RETENTION);
    expect(clampRetention(1)).toBe(MAX_RETENTION);
    expect(clampRetention('x')).toBe(0.9);
    expect(clampRetention(0.85)).toBe(0.85);
  });
});

describe('replayReviews', () => {
  it('replaying a history gives the state of answering it live, in answer order', () => {
    const ratings: Rating[] = ['good', 'hard', 'again', 'good'];
    let { state, memory } = fresh();
    const history = [];
    let at = NOW;
    for (const rating of ratings) {
      history.push({ rating, reviewedAt: at });
      ({ state, memory } = applyFsrsReview(state, memory, rating, at));
      at = new Date(at.getTime() + 2 * DAY);
    }
    const replayed = replayReviews(newSrsState(NOW), [...history].reverse(), 0.9);
    expect(replayed.memory).toEqual(memory);
    expect(replayed.state).toEqual(state);
  });

  it('no history leaves a new card with its fields as they were', () => {
    const start = { ...newSrsState(NOW), interval: 12 };
    const replayed = replayReviews(start, [], 0.8);
    expect(replayed.memory).toEqual(newFsrsMemory(0.8));
    expect(replayed.state).toEqual(start);
  });
});

describe('either scheduler through one entry point', () => {
  it('a card without FSRS memory follows the classic table', () => {
    const card = { srs: newSrsState(NOW), fsrs: null };
    expect(previewCardIntervals(card, NOW)).toEqual({ again: 1, hard: 1, good: 2, easy: 3 });
    expect(mergeCardReview(card, 'good', NOW)).toEqual({
      srs: expect.objectContaining({ interval: 2 }),
      fsrs: null,
    });
  });

  it('a card with FSRS memory follows FSRS; a late answer only counts', () => {
    const card = { srs: newSrsState(NOW), fsrs: newFsrsMemory(0.9) };
    expect(previewCardIntervals(card, NOW)).toEqual({ again: 1, hard: 2, good: 3, easy: 8 });
    const reviewed = mergeCardReview(card, 'good', NOW);
    const late = mergeCardReview(reviewed, 'again', new Date(NOW.getTime() - DAY));
    expect(late.fsrs).toEqual(reviewed.fsrs);
    expect(late.srs.nextReviewDue).toEqual(reviewed.srs.nextReviewDue);
    expect(late.srs.timesReviewed).toBe(2);
  });
});

describe('no schedule produces a date the database refuses', () => {
  const rating = fc.constantFrom(...RATINGS);
  const instant = fc
    .integer({ min: Date.UTC(2000, 0, 1), max: MAX_REVIEW_DUE.getTime() })
    .map((t) => new Date(t));

  it('under either scheduler, for any answers at any times and any retention', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        fc.array(fc.tuple(rating, instant), { minLength: 1, maxLength: 30 }),
        (useFsrs, retention, answers) => {
          let card = {
            srs: newSrsState(new Date(Date.UTC(2000, 0, 1))),
            fsrs: useFsrs ? newFsrsMemory(retention) : null,
          };
          for (const [r, at] of answers) {
            card = mergeCardReview(card, r, at);
            expect(card.srs.interval).toBeGreaterThanOrEqual(1);
            expect(card.srs.interval).toBeLessThanOrEqual(MAX_INTERVAL_DAYS);
            expect(Number.isInteger(card.srs.interval)).toBe(true);
            expect(card.srs.nextReviewDue.getTime()).toBeLessThanOrEqual(MAX_REVIEW_DUE.getTime());
            if (card.fsrs)
              expect(Number.isFinite(card.fsrs.stability) && Number.isFinite(card.fsrs.difficulty)).toBe(
                true,
              );
            for (const days of Object.values(previewCardIntervals(card, at))) {
              expect(days).toBeGreaterThanOrEqual(1);
              expect(days).toBeLessThanOrEqual(MAX_INTERVAL_DAYS);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a stability at the ceiling still caps the interval', () => {
    const state = { ...newSrsState(NOW), lastReviewed: NOW, interval: MAX_INTERVAL_DAYS, timesReviewed: 40 };
    const memory = { ...newFsrsMemory(0.7), state: 2, stability: 36_500, difficulty: 1 };
    const later = new Date(NOW.getTime() + MAX_INTERVAL_DAYS * DAY);
    expect(applyFsrsReview(state, memory, 'easy', later).state.interval).toBe(MAX_INTERVAL_DAYS);
  });
});
