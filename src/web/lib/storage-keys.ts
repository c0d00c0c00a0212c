/** Every browser-storage key the app uses, in one place (spec doc 1 §3, doc 2 §9). */
export const STORAGE_KEYS = {
  onboardingData: 'onboardingData',
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
  /** Session storage: "Continue Without Voice" was chosen; /chat stops asking until the tab closes. */
  chatWithoutVoice: 'charla_chat_without_voice',
} as const;
