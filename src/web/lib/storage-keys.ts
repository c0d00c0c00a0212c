import { ONBOARDING_STORAGE_KEY } from '../../domain/onboarding/types';

/** Every browser-storage key the app uses, in one place (product.md#storage-keys, product.md#limits). */
export const STORAGE_KEYS = {
  onboardingData: ONBOARDING_STORAGE_KEY,
  quickStartProgress: 'quickStartProgress',
  quickStartCurrentStep: 'quickStartCurrentStep',
  quickStartMode: 'quickStartMode',
  offlineVocabulary: 'charla_offline_vocabulary',
  offlineUser: 'charla_offline_user',
  offlineConversations: 'charla_offline_conversations',
  offlineLastUpdate: 'charla_offline_last_update',
  /** Beyond the spec's four keys: the lesson list, shown (read-only) offline. */
  offlineLessons: 'charla_offline_lessons',
  /** Conversations whose save failed for lack of a connection, sent again when it returns. */
  pendingConversations: 'charla_pending_conversations',
  /** Voice was declined on this device ("without voice"); /chat stops asking for the microphone. */
  chatWithoutVoice: 'charla_chat_without_voice',
  /** The device's theme and language, for signed-out pages and the first paint. */
  devicePreferences: 'charlaPreferences',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Keys that describe this device rather than a person; they survive sign-out. Every other key is
 * per-user, so a key added above is cleared at sign-out unless it is listed here on purpose.
 */
export const DEVICE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.devicePreferences,
  // Whether this device has a microphone to use is not the learner's: the next one is not asked again.
  STORAGE_KEYS.chatWithoutVoice,
];

/** Per-user keys: cleared at sign-out so the next person in this browser inherits nothing. */
export const PER_USER_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS).filter(
  (key) => !DEVICE_KEYS.includes(key),
);

/**
 * Removes every per-user key from local and session storage (a previous
 * learner's onboarding answers were saved into the next account made in the same browser).
 */
export function clearPerUserStorage(
  stores: Storage[] = [globalThis.localStorage, globalThis.sessionStorage].filter(Boolean),
): void {
  for (const store of stores) {
    for (const key of PER_USER_KEYS) {
      try {
        store.removeItem(key);
      } catch {
        // Storage disabled: there is nothing kept to clear.
      }
    }
  }
}
