import { describe, expect, it } from 'vitest';
import type { QueuedReview } from '../../../domain/review-sync';
import { ApiError, NetworkError } from '../api-client';
import { memoryReviewStore } from './review-queue';
import { syncQueuedReviews } from './review-sync';

const review = (n: number): QueuedReview => ({
  reviewId: `00000000-0000-4000-8000-00000000000${n}`,
  vocabularyId: `card-${n}`,
  rating: 'good',
  reviewedAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  seq: n,
});

async function storeWith(...reviews: QueuedReview[]) {
  const store = memoryReviewStore();
  for (const r of reviews) await store.add(r);
  return store;
}

describe('syncing offline reviews', () => {
  it('sends every review once, in answer order, and empties the queue', async () => {
    const store = await storeWith(review(3), review(1), review(2));
    const sent: string[] = [];
    const result = await syncQueuedReviews(store, async (r) => void sent.push(r.vocabularyId));
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
    expect(await syncQueuedReviews(store, send)).toEqual({ synced: 1, dropped: 0, remaining: 2 });
    failOn = '';
    expect(await syncQueuedReviews(store, send)).toEqual({ synced: 2, dropped: 0, remaining: 0 });
    expect(server.size).toBe(3);
  });

  it('drops a review whose card no longer exists', async () => {
    const store = await storeWith(review(1), review(2));
    const result = await syncQueuedReviews(store, async (r) => {
      if (r.vocabularyId === 'card-1') throw new ApiError(404, 'Vocabulary item not found');
    });
    expect(result).toEqual({ synced: 1, dropped: 1, remaining: 0 });
  });
});
