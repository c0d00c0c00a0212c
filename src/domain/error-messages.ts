/** User-facing error texts and how failures map to them (product.md#errors error catalogue). */

// Connection, translation, review and empty states (product.md#errors-connection, "Other").
export const CONNECTION_FAILED = 'Connection failed. Please try again.';
export const TRANSLATION_FAILED_UI = 'Translation failed. Please try again later.';
export const VOCABULARY_NOT_FOUND = 'Vocabulary item not found';
export const ALL_CAUGHT_UP = 'All caught up!';
export const NO_OFFLINE_VOCABULARY = 'No offline vocabulary available';
export const REVIEW_SYNC_WHEN_ONLINE = 'Review will sync when online';

/** Error thrown when the translation service answers with a non-success status (product.md#translation). */
export function translationFailedServer(status: number | string): string {
  return `Translation failed with status: ${status}`;
}

// Microphone (product.md#errors-microphone).
export const MICROPHONE_ACCESS_REQUIRED =
  'Microphone access is required for voice conversations. Please allow microphone access and try again.';
export const MICROPHONE_MUST_GRANT = 'You must grant microphone access to use this feature.';
export const MICROPHONE_TITLE_PERMISSION = 'Microphone permission needed';
export const MICROPHONE_TITLE_ACCESS = 'Microphone access needed';
export const MICROPHONE_TITLE_NO_DEVICE = 'Microphone Not Available';

export type MicrophoneTitleKind = 'noDevice' | 'permission' | 'access';

/**
 * Which title the microphone error shows: no device, else permission/microphone wording, else
 * access (product.md#errors). A kind, not the text, so the screen can show it in the UI language.
 */
export function microphoneTitleKind(message: string, hasDevice: boolean): MicrophoneTitleKind {
  if (!hasDevice) return 'noDevice';
  if (/permission|microphone/i.test(message)) return 'permission';
  return 'access';
}

/** A failed call to a service, described without depending on any HTTP client. */
export interface ServiceFailure {
  kind: 'network' | 'timeout' | 'http' | 'other';
  status?: number;
  message?: string;
}

export type ServiceErrorKind =
  'network' | 'auth' | 'rate_limit' | 'timeout' | 'config' | 'unavailable' | 'other';

/** Classifies a service failure: 429 or "quota" → rate_limit, 401/403 → auth, 5xx → unavailable, 400/404 → config. */
export function classifyServiceError(err: ServiceFailure): ServiceErrorKind {
  // Quota first: providers report an exhausted quota as 429, but sometimes as 403 with "quota".
  // Stryker disable next-line StringLiteral: any text without "quota" stands for a missing message
  if (err.status === 429 || /quota/i.test(err.message ?? '')) return 'rate_limit';
  if (err.kind === 'network') return 'network';
  if (err.kind === 'timeout') return 'timeout';
  // No status reads as 0, which is none of the statuses below.
  const status = err.status ?? 0;
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500 && status <= 599) return 'unavailable';
  if (status === 400 || status === 404) return 'config';
  return 'other';
}

// Saving a conversation (product.md#errors-conversation-save).
export type SaveFailureKind = 'network' | 'permission' | 'quota' | 'error' | 'non_error';

const SAVE_MESSAGES: Readonly<Record<SaveFailureKind, string>> = {
  network:
    "Your conversation couldn't be saved due to internet connection issues. Don't worry - your progress is still tracked locally and will sync when you're back online.",
  permission:
    'There was a problem saving your conversation. Please try logging out and back in, then start a new conversation.',
  quota:
    "Storage limit reached. Your conversation couldn't be saved. Please contact support to upgrade your account.",
  error:
    "Your conversation couldn't be saved right now. Don't worry - your learning progress is still being tracked. Try starting a new conversation.",
  non_error:
    'Something went wrong saving your conversation. Your learning progress is still tracked. Try refreshing the page if this continues.',
};

/** The "Saving a conversation" text for a failure kind (product.md#errors-conversation-save). */
export function conversationSaveMessage(kind: SaveFailureKind): string {
  return SAVE_MESSAGES[kind];
}

/** Which save text fits a thrown value: offline/network, permission/unauthorized, quota/limit, other, non-error. */
export function classifySaveFailure(failure: unknown, online = true): SaveFailureKind {
  if (!online) return 'network';
  if (!(failure instanceof Error)) return 'non_error';
  const text = `${failure.name} ${failure.message}`;
  if (/offline|network|internet|failed to fetch|unavailable/i.test(text)) return 'network';
  if (/permission|unauthori[sz]ed|unauthenticated|forbidden|\b40[13]\b/i.test(text)) return 'permission';
  if (/quota|limit|exhausted|\b413\b/i.test(text)) return 'quota';
  return 'error';
}

// Vocabulary extraction (product.md#errors-extraction).
export const EXTRACTION_FAILURE_KINDS = ['network', 'auth', 'rate_limit', 'timeout', 'other'] as const;
export type ExtractionFailureKind = (typeof EXTRACTION_FAILURE_KINDS)[number];

const EXTRACTION_MESSAGES: Readonly<Record<ExtractionFailureKind, string>> = {
  network: "Can't connect to vocabulary analysis service. Check your internet connection and try again.",
  auth: 'Authentication issue with vocabulary service. Please refresh the page and try again.',
  rate_limit: 'Vocabulary analysis service is busy. Please wait a moment and try again.',
  timeout:
    'Vocabulary analysis is taking too long. Your conversation is still saved, but vocabulary extraction will be skipped.',
  other:
    'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
};

/** The extraction text's kind (the code the server sends); config and unavailable are "Other". */
export function extractionFailureKind(kind: ServiceErrorKind): ExtractionFailureKind {
  return (EXTRACTION_FAILURE_KINDS as readonly string[]).includes(kind)
    ? (kind as ExtractionFailureKind)
    : 'other';
}

/** The "Vocabulary extraction" text (product.md#errors-extraction). */
export function extractionErrorMessage(kind: ServiceErrorKind): string {
  return EXTRACTION_MESSAGES[extractionFailureKind(kind)];
}

// Generic service errors (product.md#errors-service).
export const GENERIC_SERVICE_MESSAGES = {
  network: 'Unable to connect to the service. Please check your internet connection and try again.',
  rate_limit: 'Service is temporarily busy. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again later.',
  config: 'Service configuration error. Please contact support if this persists.',
  other: 'Service temporarily unavailable. Please try again.',
} as const;

/**
 * The generic service text (product.md#errors-account). An auth failure of a server-side service means our own
 * credentials are wrong, which is a configuration problem; a timeout gets the plain retry text.
 */
export function genericServiceMessage(kind: ServiceErrorKind): string {
  if (kind === 'auth') return GENERIC_SERVICE_MESSAGES.config;
  if (kind === 'timeout') return GENERIC_SERVICE_MESSAGES.other;
  return GENERIC_SERVICE_MESSAGES[kind];
}

/** product.md#errors-payment: 'Server error: {status} {text}', when a failed answer carries no message. */
export function serverErrorMessage(status: number, text: string): string {
  return `Server error: ${status} ${text}`;
}
