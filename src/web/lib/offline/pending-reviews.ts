import { useSyncExternalStore } from 'react';
import { orderForReplay, type QueuedReview } from '../../../domain/review-sync';
import { api } from '../api-client';
import { indexedDbReviewStore, type ReviewStore } from './review-queue';
import { replayQueue } from './replay';

/** What the learner is told about reviews answered offline. */
export interface PendingReviewsState {
  waiting: number;
  syncing: boolean;
  /** How many reached the server in the last completed sync (0 before any). */
  lastSynced: number;
  lastSyncedAt: number | null;
}

let state: PendingReviewsState = { waiting: 0, syncing: false, lastSynced: 0, lastSyncedAt: null };
const listeners = new Set<() => void>();
let store: ReviewStore = indexedDbReviewStore;

function set(patch: Partial<PendingReviewsState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** @internal A test seam: tests swap IndexedDB for memory. */
export function setReviewStore(next: ReviewStore): void {
  store = next;
}

export async function refreshPendingCount(): Promise<number> {
  const waiting = await store.count().catch(() => 0);
  set({ waiting });
  return waiting;
}

/** Queues a review answered without a connection (with its id and answer time). */
export async function queueOfflineReview(review: QueuedReview): Promise<void> {
  await store.add(review);
  await refreshPendingCount();
}

const sendReview = (review: QueuedReview) =>
  api(`/api/vocabulary/${encodeURIComponent(review.vocabularyId)}/review`, {
    body: { rating: review.rating, reviewId: review.reviewId, reviewedAt: review.reviewedAt },
  }).then(() => undefined);

let running: Promise<number> | null = null;

/** Sends the queue to the server; one run at a time, whoever asks. Resolves to how many were sent. */
export function syncPendingReviews(): Promise<number> {
  running ??= (async () => {
    if ((await refreshPendingCount()) === 0) return 0;
    set({ syncing: true });
    try {
      const result = await replayQueue(store, (review) => review.reviewId, sendReview, orderForReplay);
      set({ waiting: result.remaining, lastSynced: result.synced, lastSyncedAt: Date.now() });
      return result.synced;
    } finally {
      set({ syncing: false });
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

export function usePendingReviews(): PendingReviewsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
