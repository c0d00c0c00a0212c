import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUE_BATCH_LIMIT,
  learningVelocity,
  recentAddRate,
  reviewAccuracy,
  roundTo1,
  selectDue,
  statusBreakdown,
} from './vocabulary-stats';

const NOW = new Date('2024-05-20T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);

describe('selectDue', () => {
  it('keeps cards due at or before now, oldest first', () => {
    const items = [
      { id: 'later', nextReviewDue: new Date(NOW.getTime() + 1) },
      { id: 'exactly-now', nextReviewDue: NOW },
      { id: 'old', nextReviewDue: daysAgo(3) },
      { id: 'older', nextReviewDue: daysAgo(10) },
    ];
    expect(selectDue(items, NOW).map((i) => i.id)).toEqual(['older', 'old', 'exactly-now']);
  });

  it('returns at most 25 by default, and respects a smaller limit', () => {
    expect(DUE_BATCH_LIMIT).toBe(25);
    const items = Array.from({ length: 40 }, (_, i) => ({ id: i, nextReviewDue: daysAgo(i) }));
    const due = selectDue(items, NOW);
    expect(due).toHaveLength(25);
    expect(due[0]?.id).toBe(39);
    expect(selectDue(items, NOW, 3).map((i) => i.id)).toEqual([39, 38, 37]);
  });

  it('does not reorder the input', () => {
    const items = [{ nextReviewDue: daysAgo(1) }, { nextReviewDue: daysAgo(2) }];
    selectDue(items, NOW);
    expect(items[0]?.nextReviewDue).toEqual(daysAgo(1));
  });
});

describe('reviewAccuracy', () => {
  it.each([
    [[], 0],
    [[{ timesReviewed: 0, correctReviews: 0 }], 0],
    [[{ timesReviewed: 4, correctReviews: 3 }], 75],
    // Corrupt counts of a word never reviewed are left out.
    [
      [
        { timesReviewed: 4, correctReviews: 3 },
        { timesReviewed: 0, correctReviews: 1 },
        { timesReviewed: -2, correctReviews: 0 },
      ],
      75,
    ],
    [
      [
        { timesReviewed: 3, correctReviews: 2 },
        { timesReviewed: 0, correctReviews: 0 },
      ],
      66.7,
    ],
    [
      [
        { timesReviewed: 5, correctReviews: 5 },
        { timesReviewed: 2, correctReviews: 0 },
      ],
      71.4,
    ],
  ])('%j -> %d%%', (items, expected) => {
    expect(reviewAccuracy(items)).toBe(expected);
  });

  it('stays between 0 and 100', () => {
    const item = fc
      .nat(100)
      .chain((t) => fc.record({ timesReviewed: fc.constant(t), correctReviews: fc.nat(t) }));
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const a = reviewAccuracy(items);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('recentAddRate and learningVelocity', () => {
  const items = [daysAgo(0), daysAgo(1), daysAgo(6.9), daysAgo(7), daysAgo(7.01), daysAgo(30)].map(
    (createdAt) => ({ createdAt }),
  );

  it('divides words added in the last 7 days by 7, to 1 decimal', () => {
    expect(recentAddRate(items, NOW)).toBe(0.6); // 4 / 7 = 0.571…
  });

  it('takes another window length', () => {
    expect(recentAddRate(items, NOW, 30)).toBe(0.2); // 6 / 30
    expect(recentAddRate(items, NOW, 1)).toBe(2);
  });

  it('a window of no days adds nothing', () => {
    expect(recentAddRate(items, NOW, 0)).toBe(0);
    expect(recentAddRate(items, NOW, -7)).toBe(0);
  });

  it('ignores words dated in the future', () => {
    expect(recentAddRate([{ createdAt: new Date(NOW.getTime() + DAY) }], NOW)).toBe(0);
  });

  it('counts words per week', () => {
    expect(learningVelocity(items, NOW)).toBe(4);
    expect(learningVelocity([], NOW)).toBe(0);
  });
});

describe('statusBreakdown', () => {
  it('counts each status and the total', () => {
    const items = [
      { status: 'learning' as const },
      { status: 'learning' as const },
      { status: 'mastered' as const },
      { status: 'needs_review' as const },
    ];
    expect(statusBreakdown(items)).toEqual({ learning: 2, mastered: 1, needs_review: 1, total: 4 });
    expect(statusBreakdown([])).toEqual({ learning: 0, mastered: 0, needs_review: 0, total: 0 });
  });
});

describe('roundTo1', () => {
  it.each([
    [66.666, 66.7],
    [0.05, 0.1],
    [12, 12],
  ])('%d -> %d', (x, expected) => expect(roundTo1(x)).toBe(expected));
});
