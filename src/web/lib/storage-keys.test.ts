// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QUICK_START_KEYS } from '../../domain/quick-start';
import { PER_USER_KEYS, STORAGE_KEYS, clearPerUserStorage } from './storage-keys';

describe('clearPerUserStorage', () => {
  it("removes every per-user key from local and session storage and keeps the device's own keys", () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    clearPerUserStorage();
    for (const key of PER_USER_KEYS) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.devicePreferences)).toBe('x');
    expect(localStorage.getItem(STORAGE_KEYS.chatWithoutVoice)).toBe('x');
  });

  it('lists the onboarding answers, quick start, offline caches and queues as per-user', () => {
    expect(PER_USER_KEYS).toEqual(
      expect.arrayContaining([
        STORAGE_KEYS.onboardingData,
        ...Object.values(QUICK_START_KEYS),
        STORAGE_KEYS.offlineVocabulary,
        STORAGE_KEYS.offlineUser,
        STORAGE_KEYS.offlineConversations,
        STORAGE_KEYS.offlineLastUpdate,
        STORAGE_KEYS.offlineLessons,
        STORAGE_KEYS.pendingConversations,
      ]),
    );
  });
});
