import { describe, expect, it } from 'vitest';
import { mergeCardReview } from './card-schedule';
import { applyFsrsReview, newFsrsMemory, replayReviews, type FsrsMemory } from './fsrs-scheduler';
import { newSrsState } from './srs';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;
const daysAfter = (days: number) => new Date(NOW.getTime() + days * DAY);

// A card first answered «good» on 10 March (FSRS: 3 days, stability 2.31, difficulty 2.12, in review).
const first = applyFsrsReview(newSrsState(NOW), newFsrsMemory(0.9), 'good', NOW);
// What «good» gives a card FSRS has never seen: its first interval, 3 days.
const asNew = applyFsrsReview(newSrsState(NOW), newFsrsMemory(0.9), 'good', daysAfter(10));

describe('a stored FSRS memory is used only when its numbers make sense', () => {
  it('a healthy memory answered «good» ten days later grows the interval well past a new card', () => {
    const next = applyFsrsReview(first.state, first.memory, 'good', daysAfter(10));
    expect(first.memory.state).toBe(2);
    expect(next.state.interval).toBe(25);
    expect(asNew.state.interval).toBe(3);
  });

  it.each<[string, Partial<FsrsMemory>]>([
    ['marked new', { state: 0 }],
    ['with no stability', { stability: 0 }],
    ['with a negative stability', { stability: -1 }],
    ['with an endless stability', { stability: Number.POSITIVE_INFINITY }],
    ['with an unreadable stability', { stability: Number.NaN }],
    ['with a difficulty below the scale', { difficulty: 0.5 }],
    ['with no difficulty', { difficulty: 0 }],
    ['with an endless difficulty', { difficulty: Number.POSITIVE_INFINITY }],
    ['with an unreadable difficulty', { difficulty: Number.NaN }],
  ])('a memory %s starts the card afresh', (_label, broken) => {
    const next = applyFsrsReview(first.state, { ...first.memory, ...broken }, 'good', daysAfter(10));
    expect(next.state.interval).toBe(asNew.state.interval);
    expect(next.memory).toEqual(asNew.memory);
  });

  it('a card whose last review date is unreadable starts afresh instead of going a century out', () => {
    const corrupt = { ...first.state, lastReviewed: new Date(Number.NaN) };
    const next = applyFsrsReview(corrupt, first.memory, 'good', daysAfter(10));
    expect(next.state.interval).toBe(asNew.state.interval);
    expect(next.memory).toEqual(asNew.memory);
    expect(Number.isFinite(next.memory.stability)).toBe(true);
  });

  it('a memory on the edge of the scale (difficulty 1) is still used', () => {
    const next = applyFsrsReview(first.state, { ...first.memory, difficulty: 1 }, 'good', daysAfter(10));
    expect(next.state.interval).toBeGreaterThan(asNew.state.interval);
  });

  it('a card whose last review is stamped after the answer (clock skew) counts no time elapsed', () => {
    const skewed = { ...first.state, lastReviewed: daysAfter(12) };
    const onTheDay = { ...first.state, lastReviewed: daysAfter(10) };
    const fromSkewed = applyFsrsReview(skewed, first.memory, 'good', daysAfter(10));
    const fromSameDay = applyFsrsReview(onTheDay, first.memory, 'good', daysAfter(10));
    expect(fromSkewed.memory).toEqual(fromSameDay.memory);
    expect(fromSkewed.state.interval).toBe(fromSameDay.state.interval);
    // Ten real days since the review give a longer interval than none.
    expect(applyFsrsReview(first.state, first.memory, 'good', daysAfter(10)).state.interval).toBeGreaterThan(
      fromSameDay.state.interval,
    );
  });
});

describe('replayReviews without history', () => {
  it('returns the card as it was, its review fields included', () => {
    const start = { ...first.state, interval: 12 };
    const replayed = replayReviews(start, [], 0.8);
    expect(replayed.state).toEqual(start);
    expect(replayed.state.timesReviewed).toBe(1);
    expect(replayed.memory).toEqual(newFsrsMemory(0.8));
  });
});

describe('mergeCardReview under FSRS', () => {
  it('applies a second answer stamped at the same instant as the last one', () => {
    const card = { srs: first.state, fsrs: first.memory };
    const again = mergeCardReview(card, 'again', NOW);
    const applied = applyFsrsReview(first.state, first.memory, 'again', NOW);
    expect(again).toEqual({ srs: applied.state, fsrs: applied.memory });
    expect(again.srs.status).toBe('needs_review');
  });
});
