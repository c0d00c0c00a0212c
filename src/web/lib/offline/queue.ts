/**
 * The one offline queue: work done without a connection waits in a store keyed
 * by its idempotency key (a review id, a conversation's client id), so keeping it twice keeps one
 * copy and sending it twice is applied once by the server. Reviews wait in IndexedDB
 * (review-queue.ts), conversations in localStorage (written synchronously, so a closing tab still
 * keeps its conversation); both replay through `replayQueue`.
 */
export interface QueueStore<T> {
  /** Keeps an item; an item with the same key replaces the older copy. */
  add(item: T): Promise<void>;
  /** Every item, oldest first. */
  all(): Promise<T[]>;
  remove(key: string): Promise<void>;
  count(): Promise<number>;
}

/** @internal A test seam: a queue in memory. */
export function memoryQueue<T>(keyOf: (item: T) => string): QueueStore<T> {
  const items = new Map<string, T>();
  return {
    add: async (item) => {
      items.delete(keyOf(item));
      items.set(keyOf(item), item);
    },
    all: async () => [...items.values()],
    remove: async (key) => void items.delete(key),
    count: async () => items.size,
  };
}

/** A queue in one localStorage entry (JSON list); a full or disabled storage keeps nothing. */
export function localStorageQueue<T>(storageKey: string, keyOf: (item: T) => string): QueueStore<T> {
  const read = (): T[] => {
    try {
      const list: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(list) ? (list as T[]) : [];
    } catch {
      return [];
    }
  };
  const write = (list: readonly T[]) => {
    try {
      if (list.length === 0) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify(list));
    } catch {
      // Storage full or disabled: nothing more can be kept on this device.
    }
  };
  // Each method writes before its first await: a tab closing right after still has the item.
  return {
    add: async (item) => write([...read().filter((kept) => keyOf(kept) !== keyOf(item)), item]),
    all: async () => read(),
    remove: async (key) => write(read().filter((kept) => keyOf(kept) !== key)),
    count: async () => read().length,
  };
}
