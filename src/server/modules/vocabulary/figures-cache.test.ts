import { describe, expect, it } from 'vitest';
import { FiguresCache, emptyStatusFigures, type RowFacts } from './figures-cache';

const AT = Date.parse('2026-01-10T12:00:00Z');
const row = (
  status: string,
  timesReviewed: number,
  correctReviews: number,
  dueOffsetMs: number,
): RowFacts => ({
  status,
  timesReviewed,
  correctReviews,
  nextReviewDue: new Date(AT + dueOffsetMs),
});

function cacheWith(version: string) {
  const cache = new FiguresCache();
  const status = {
    ...emptyStatusFigures(),
    learning: 2,
    total: 2,
    reviewedWords: 1,
    timesReviewed: 3,
    correctReviews: 2,
  };
  cache.set('u', { version, at: AT, status, due: 1 });
  return cache;
}

describe('figures cache', () => {
  it('follows a review made from the version it holds', () => {
    const cache = cacheWith('v1');
    // A due learning card reviewed "easy": mastered, reviewed 4 times (3 correct), due in days.
    cache.apply('u', 'v1', 'v2', [
      { before: row('learning', 3, 2, -1000), after: row('mastered', 4, 3, 86_400_000) },
    ]);
    expect(cache.get('u', 'v1')).toBeUndefined();
    expect(cache.get('u', 'v2')).toMatchObject({
      due: 0,
      status: { learning: 1, mastered: 1, total: 2, reviewedWords: 1, timesReviewed: 4, correctReviews: 3 },
    });
  });

  it('counts inserted words, and a first review adds a reviewed word', () => {
    const cache = cacheWith('v1');
    cache.apply('u', 'v1', 'v2', [{ before: null, after: row('learning', 0, 0, -1) }]);
    cache.apply('u', 'v2', 'v3', [
      { before: row('learning', 0, 0, -1), after: row('needs_review', 1, 0, 86_400_000) },
    ]);
    expect(cache.get('u', 'v3')).toMatchObject({
      due: 1,
      status: {
        learning: 2,
        needsReview: 1,
        total: 3,
        reviewedWords: 2,
        timesReviewed: 4,
        correctReviews: 2,
      },
    });
  });

  it('drops the entry when a write started from another version (another process wrote first)', () => {
    const cache = cacheWith('v1');
    cache.apply('u', 'v7', 'v8', [{ before: null, after: row('learning', 0, 0, 0) }]);
    expect(cache.get('u', 'v1')).toBeUndefined();
    expect(cache.get('u', 'v8')).toBeUndefined();
  });

  it('forgets the least recently stored learners beyond its bound', () => {
    const cache = new FiguresCache();
    for (let i = 0; i <= 10_000; i += 1)
      cache.set(`u${i}`, { version: 'v', at: AT, status: emptyStatusFigures(), due: 0 });
    expect(cache.get('u0', 'v')).toBeUndefined();
    expect(cache.get('u10000', 'v')).toBeDefined();
  });
});
