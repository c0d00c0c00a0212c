import type { FiguresCache, StatusFigures } from '../vocabulary/figures-cache';
import type { DashboardRepository } from './repository';

export interface VocabularyFigures extends StatusFigures {
  due: number;
  createdInWindow: number;
}

/**
 * The dashboard's vocabulary figures, and the user row version they are exact for. The status
 * breakdown and review sums need every row (tens of milliseconds at 100,000 words), so they come
 * from the figures cache while it is exact for the row's version (vocabulary/figures-cache.ts).
 * The due count moves with the clock alone: a cached one is topped up with the cards that fell
 * due since it was counted (an index range); the 7-day count is read fresh from its index.
 */
export function createVocabularyFigures(repo: DashboardRepository, cache: FiguresCache) {
  return async function figures(
    userId: string,
    version: string | undefined,
    now: Date,
    windowStart: Date,
  ): Promise<{ figures: VocabularyFigures; version: string | undefined }> {
    const hit = version === undefined ? undefined : cache.get(userId, version);
    const createdInWindow = repo.countCreated(userId, windowStart, now);
    if (hit && hit.at <= now.getTime()) {
      // Read-only: the entry changes only through writes (apply), whose arithmetic is relative
      // to its fixed `at`; a reader advancing it could race with a write being applied.
      const { due, at } = hit;
      const status = { ...hit.status };
      const [fellDue, inWindow] = await Promise.all([
        repo.countDue(userId, new Date(at), now),
        createdInWindow,
      ]);
      return { figures: { ...status, due: due + fellDue, createdInWindow: inWindow }, version };
    }
    const [snapshot, inWindow] = await Promise.all([repo.statusSnapshot(userId, now), createdInWindow]);
    if (snapshot.version !== undefined) {
      cache.set(userId, {
        version: snapshot.version,
        at: now.getTime(),
        status: { ...snapshot.status },
        due: snapshot.due,
      });
    }
    return {
      figures: { ...snapshot.status, due: snapshot.due, createdInWindow: inWindow },
      version: snapshot.version,
    };
  };
}
