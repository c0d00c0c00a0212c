import { openDB, type IDBPDatabase } from 'idb';
import type { QueuedReview } from '../../../domain/review-sync';
import type { QueueStore } from './queue';

/** Where offline reviews wait: IndexedDB in the browser, a memory queue in tests. */
export type ReviewStore = QueueStore<QueuedReview>;

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
