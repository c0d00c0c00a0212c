import { openDB, type IDBPDatabase } from 'idb';
import type { QueuedReview } from '../../../domain/review-sync';

/** Where offline reviews wait: IndexedDB in the browser, a Map in tests. */
export interface ReviewStore {
  add(review: QueuedReview): Promise<void>;
  all(): Promise<QueuedReview[]>;
  remove(reviewId: string): Promise<void>;
  count(): Promise<number>;
}

const DB_NAME = 'charla-offline';
const STORE = 'reviews';

let dbPromise: Promise<IDBPDatabase> | undefined;
function db(): Promise<IDBPDatabase> {
  dbPromise ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'reviewId' });
    },
  });
  return dbPromise;
}

/** The browser's queue: survives reloads, closed tabs and a killed page mid-sync. */
export const indexedDbReviewStore: ReviewStore = {
  async add(review) {
    await (await db()).put(STORE, review);
  },
  async all() {
    return (await (await db()).getAll(STORE)) as QueuedReview[];
  },
  async remove(reviewId) {
    await (await db()).delete(STORE, reviewId);
  },
  async count() {
    return (await db()).count(STORE);
  },
};

/** Drops reviews queued in this browser: they belong to the learner who is signing out. */
export async function clearReviewQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await db()).clear(STORE);
}

export function memoryReviewStore(): ReviewStore {
  const items = new Map<string, QueuedReview>();
  return {
    add: async (review) => void items.set(review.reviewId, review),
    all: async () => [...items.values()],
    remove: async (id) => void items.delete(id),
    count: async () => items.size,
  };
}
