import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyReview, newSrsState, RATINGS } from './srs';
import { mergeReview, orderForReplay, type QueuedReview } from './review-sync';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
const review = (id: string, at: string, seq: number): QueuedReview => ({
  reviewId: id,
  vocabularyId: 'v',
  rating: 'good',
  reviewedAt: at,
  seq,
});

describe('offline review replay', () => {
  it('replays in answer order, then queue order', () => {
    const queue = [
      review('c', '2026-01-02T10:00:00.000Z', 3),
      review('a', '2026-01-01T10:00:00.000Z', 1),
      review('b', '2026-01-02T10:00:00.000Z', 2),
    ];
    expect(orderForReplay(queue).map((r) => r.reviewId)).toEqual(['a', 'b', 'c']);
  });

  it('applies an in-order review exactly like the scheduler', () => {
    const state = newSrsState(day(0));
    expect(mergeReview(state, 'good', day(1))).toEqual(applyReview(state, 'good', day(1)));
  });

  it('applies a second answer stamped at the same instant as the last one (queue order decides)', () => {
    const first = applyReview(newSrsState(day(0)), 'good', day(1));
    expect(mergeReview(first, 'again', day(1))).toEqual(applyReview(first, 'again', day(1)));
  });

  it('keeps the most recently answered schedule when an older answer arrives late', () => {
    const start = newSrsState(day(0));
    const afterNewer = applyReview(start, 'easy', day(5)); // another device, answered later
    const merged = mergeReview(afterNewer, 'again', day(3)); // this device, answered earlier
    expect(merged.interval).toBe(afterNewer.interval);
    expect(merged.nextReviewDue).toEqual(afterNewer.nextReviewDue);
    expect(merged.status).toBe(afterNewer.status);
    expect(merged.timesReviewed).toBe(afterNewer.timesReviewed + 1);
    expect(merged.correctReviews).toBe(afterNewer.correctReviews);
  });

  it('ends on the most recent answer and counts both, whatever order two devices sync in', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RATINGS), fc.constantFrom(...RATINGS), (first, second) => {
        const start = newSrsState(day(0));
        const inOrder = mergeReview(mergeReview(start, first, day(1)), second, day(2));
        const reversed = mergeReview(mergeReview(start, second, day(2)), first, day(1));
        for (const merged of [inOrder, reversed]) {
          expect(merged.lastReviewResult).toBe(second);
          expect(merged.lastReviewed).toEqual(day(2));
          expect(merged.nextReviewDue.getTime()).toBeGreaterThan(day(2).getTime());
        }
        expect(reversed.timesReviewed).toBe(inOrder.timesReviewed);
        expect(reversed.correctReviews).toBe(inOrder.correctReviews);
      }),
    );
  });
});
