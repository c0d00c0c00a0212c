import { describe, expect, it } from 'vitest';
import { orderForReplay, type QueuedReview } from '../../../domain/review-sync';
import { ApiError, NetworkError } from '../api-client';
import { memoryQueue } from './queue';
import { isPermanentRefusal, replayQueue } from './replay';

const review = (n: number): QueuedReview => ({
  reviewId: `00000000-0000-4000-8000-00000000000${n}`,
  vocabularyId: `card-${n}`,
  rating: 'good',
  reviewedAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  seq: n,
});
const reviewKey = (r: QueuedReview) => r.reviewId;

async function storeWith(...reviews: QueuedReview[]) {
  const store = memoryQueue(reviewKey);
  for (const r of reviews) await store.add(r);
  return store;
}
const replayReviews = (
  store: Awaited<ReturnType<typeof storeWith>>,
  send: (r: QueuedReview) => Promise<unknown>,
) => replayQueue(store, reviewKey, send, orderForReplay);

describe('replaying offline reviews', () => {
  it('sends every review once, in answer order, and empties the queue', async () => {
    const store = await storeWith(review(3), review(1), review(2));
    const sent: string[] = [];
    const result = await replayReviews(store, async (r) => void sent.push(r.vocabularyId));
    expect(sent).toEqual(['card-1', 'card-2', 'card-3']);
    expect(result).toEqual({ synced: 3, dropped: 0, remaining: 0 });
  });

  it('stops at a network failure and resumes later without resending what arrived', async () => {
    const store = await storeWith(review(1), review(2), review(3));
    const server = new Set<string>();
    let failOn = 'card-2';
    const send = async (r: QueuedReview) => {
      if (r.vocabularyId === failOn) throw new NetworkError('offline');
      server.add(r.reviewId);
    };
    expect(await replayReviews(store, send)).toEqual({ synced: 1, dropped: 0, remaining: 2 });
    failOn = '';
    expect(await replayReviews(store, send)).toEqual({ synced: 2, dropped: 0, remaining: 0 });
    expect(server.size).toBe(3);
  });

  it('drops a review whose card no longer exists', async () => {
    const store = await storeWith(review(1), review(2));
    const result = await replayReviews(store, async (r) => {
      if (r.vocabularyId === 'card-1') throw new ApiError(404, 'Vocabulary item not found');
    });
    expect(result).toEqual({ synced: 1, dropped: 1, remaining: 0 });
  });
});

describe('the one drop policy', () => {
  it.each([
    [new ApiError(400, 'invalid'), true],
    [new ApiError(404, 'gone'), true],
    [new ApiError(409, 'conflict'), true],
    [new ApiError(413, 'too large'), true],
    [new ApiError(401, 'signed out'), false],
    [new ApiError(403, 'forbidden'), false],
    [new ApiError(408, 'timeout'), false],
    [new ApiError(429, 'slow down'), false],
    [new ApiError(500, 'boom'), false],
    [new ApiError(503, 'down'), false],
    [new NetworkError('offline'), false],
    [new Error('anything else'), false],
  ])('%s → drop %s', (error, drop) => expect(isPermanentRefusal(error)).toBe(drop));

  it('keeps a signed-out learner’s items, in order, for after signing in', async () => {
    const store = await storeWith(review(1), review(2));
    const result = await replayReviews(store, async () => {
      throw new ApiError(401, 'Please sign in to continue.');
    });
    expect(result).toEqual({ synced: 0, dropped: 0, remaining: 2 });
  });
});
