import { DAY_MS } from '../../../domain/time';
import type { DashboardResponse } from '../../../contracts/dashboard';
import type { LessonListResponse } from '../../../contracts/lessons';
import type { UserDocument } from '../../../contracts/user';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * The offline cache (product.md#offline): vocabulary, user, the 20 newest
 * conversations and the last-update time, under the spec's browser-storage keys. Screens write
 * what they load while online and read it back offline. Storage can be full, disabled or hold
 * data from an older version: every read tolerates that and every write is best effort.
 */

/** product.md#offline: the cache is stale after 24 hours. */
export const OFFLINE_STALE_MS = DAY_MS;
/** Our bound: enough for many review sessions, small enough for any browser's storage quota. */
export const OFFLINE_MAX_VOCABULARY = 500;

/** The cached user document, with the last dashboard figures so the dashboard can show them offline. */
export type CachedUser = UserDocument & { dashboard?: DashboardResponse };

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    localStorage.setItem(STORAGE_KEYS.offlineLastUpdate, new Date().toISOString());
  } catch (error) {
    // A full or disabled storage only costs the offline copy; the online app is unaffected.
    console.warn('Offline cache not updated', error);
  }
}

/** Cached vocabulary items, earliest due first; only `userId`'s when given. */
export function readCachedVocabulary(userId?: string): VocabularyItem[] {
  const items = read<unknown>(STORAGE_KEYS.offlineVocabulary);
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is VocabularyItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof i.id === 'string' &&
      typeof i.nextReviewDue === 'string' &&
      (userId === undefined || i.userId === userId),
  );
}

/**
 * Merges items into the cache by id (newer copies win), keeping the earliest-due ones. Another
 * learner's items (a shared browser) are dropped rather than mixed in.
 */
export function cacheVocabulary(items: readonly VocabularyItem[]): void {
  const owner = items[0]?.userId;
  const byId = new Map(readCachedVocabulary(owner).map((item) => [item.id, item]));
  for (const item of items) byId.set(item.id, item);
  const merged = [...byId.values()]
    .sort((a, b) => Date.parse(a.nextReviewDue) - Date.parse(b.nextReviewDue))
    .slice(0, OFFLINE_MAX_VOCABULARY);
  write(STORAGE_KEYS.offlineVocabulary, merged);
}

export function readCachedUser(): CachedUser | null {
  const user = read<CachedUser>(STORAGE_KEYS.offlineUser);
  return user && typeof user === 'object' && typeof user.uid === 'string' ? user : null;
}

/** Stores the user document, keeping the dashboard figures already cached for the same learner. */
export function cacheUser(user: UserDocument, dashboard?: DashboardResponse): void {
  const previous = readCachedUser();
  const kept = previous?.uid === user.uid ? previous.dashboard : undefined;
  const snapshot = dashboard ?? kept;
  write(STORAGE_KEYS.offlineUser, snapshot ? { ...user, dashboard: snapshot } : user);
}

/** The lesson list with the learner's progress, for the read-only offline view. */
export function cacheLessons(list: LessonListResponse): void {
  write(STORAGE_KEYS.offlineLessons, list);
}

export function readCachedLessons(): LessonListResponse | null {
  const list = read<LessonListResponse>(STORAGE_KEYS.offlineLessons);
  return list && typeof list === 'object' && Array.isArray(list.lessons) ? list : null;
}

/** When anything was last cached, or null. */
export function offlineLastUpdate(): Date | null {
  const raw = localStorage.getItem(STORAGE_KEYS.offlineLastUpdate);
  const time = raw === null ? NaN : Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time);
}

/** True when nothing is cached or the cache is older than 24 hours (product.md#offline). */
export function isOfflineCacheStale(now: Date): boolean {
  const last = offlineLastUpdate();
  return last === null || now.getTime() - last.getTime() > OFFLINE_STALE_MS;
}
