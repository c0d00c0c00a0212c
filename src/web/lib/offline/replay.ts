import { ApiError } from '../api-client';
import type { QueueStore } from './queue';

export interface ReplayResult {
  synced: number;
  dropped: number;
  remaining: number;
}

/**
 * The one drop policy: a refusal the server would repeat (a 4xx such as 400 invalid, 404 card
 * deleted, 409, 413) drops the item. Everything else keeps it and stops the run: no network, a
 * 5xx, 408 or 429 (try later), and 401/403 (signing in again lets it through).
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/**
 * Replays a queue in order. An item leaves the queue only after the server has it (or refused it
 * for good); the server applies each idempotency key once, so a replay after a partial run (page
 * killed, connection lost) applies nothing twice. The first failure that may pass later stops
 * the run and keeps the rest, in order, for next time.
 */
export async function replayQueue<T>(
  store: QueueStore<T>,
  keyOf: (item: T) => string,
  send: (item: T) => Promise<unknown>,
  order: (items: T[]) => T[] = (items) => items,
): Promise<ReplayResult> {
  let synced = 0;
  let dropped = 0;
  for (const item of order(await store.all())) {
    try {
      await send(item);
      synced += 1;
    } catch (error) {
      if (!isPermanentRefusal(error)) break;
      dropped += 1;
    }
    await store.remove(keyOf(item));
  }
  return { synced, dropped, remaining: await store.count() };
}
