import { orderForReplay } from '../../../domain/review-sync';
import type { QueuedReview } from '../../../domain/review-sync';
import { ApiError } from '../api-client';
import type { ReviewStore } from './review-queue';

export type SendReview = (review: QueuedReview) => Promise<void>;

export interface SyncResult {
  synced: number;
  dropped: number;
  remaining: number;
}

/**
 * Replays queued reviews in answer order. A review leaves the queue only after the server has
 * it; the server applies each review id once, so a replay after a partial sync (page killed,
 * connection lost) applies nothing twice. A card deleted meanwhile (404) is dropped; a network
 * failure stops the run and keeps the rest for next time.
 */
export async function syncQueuedReviews(store: ReviewStore, send: SendReview): Promise<SyncResult> {
  let synced = 0;
  let dropped = 0;
  for (const review of orderForReplay(await store.all())) {
    try {
      await send(review);
      synced += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) dropped += 1;
      else break;
    }
    await store.remove(review.reviewId);
  }
  return { synced, dropped, remaining: await store.count() };
}
