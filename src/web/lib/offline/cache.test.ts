// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { STORAGE_KEYS } from '../storage-keys';
import { cacheVocabulary, isOfflineCacheStale, readCachedVocabulary } from './cache';

const item = (id: string, due: string, userId = 'u1') =>
  ({ id, userId, word: id, nextReviewDue: due }) as unknown as VocabularyItem;

describe('offline cache (product.md#offline)', () => {
  beforeEach(() => localStorage.clear());

  it('is stale when empty or older than 24 hours, fresh within them', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(isOfflineCacheStale(now)).toBe(true);
    localStorage.setItem(STORAGE_KEYS.offlineLastUpdate, '2026-03-01T12:00:01Z');
    expect(isOfflineCacheStale(now)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.offlineLastUpdate, '2026-03-01T11:59:59Z');
    expect(isOfflineCacheStale(now)).toBe(true);
  });

  it('merges vocabulary by id, newest copy winning, earliest due first', () => {
    cacheVocabulary([item('a', '2026-01-03T00:00:00Z'), item('b', '2026-01-01T00:00:00Z')]);
    cacheVocabulary([item('a', '2026-01-02T00:00:00Z')]);
    expect(readCachedVocabulary('u1').map((i) => [i.id, i.nextReviewDue])).toEqual([
      ['b', '2026-01-01T00:00:00Z'],
      ['a', '2026-01-02T00:00:00Z'],
    ]);
    expect(readCachedVocabulary('someone-else')).toEqual([]);
  });

  it('survives corrupt storage', () => {
    localStorage.setItem(STORAGE_KEYS.offlineVocabulary, '{not json');
    expect(readCachedVocabulary()).toEqual([]);
  });
});
