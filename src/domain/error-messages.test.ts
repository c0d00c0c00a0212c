import { describe, expect, it } from 'vitest';
import {
  ALL_CAUGHT_UP,
  CONNECTION_FAILED,
  MICROPHONE_ACCESS_REQUIRED,
  MICROPHONE_MUST_GRANT,
  NO_OFFLINE_VOCABULARY,
  REVIEW_SYNC_WHEN_ONLINE,
  TRANSLATION_FAILED_UI,
  VOCABULARY_NOT_FOUND,
  classifySaveFailure,
  classifyServiceError,
  conversationSaveMessage,
  extractionErrorMessage,
  genericServiceMessage,
  MICROPHONE_TITLE_ACCESS,
  MICROPHONE_TITLE_NO_DEVICE,
  MICROPHONE_TITLE_PERMISSION,
  microphoneTitleKind,
  serverErrorMessage,
  translationFailedServer,
  type ServiceFailure,
} from './error-messages';

// Texts copied from the spec's error catalogue (product.md#errors), character for character.
describe('catalogue constants', () => {
  it.each([
    [CONNECTION_FAILED, 'Connection failed. Please try again.'],
    [TRANSLATION_FAILED_UI, 'Translation failed. Please try again later.'],
    [VOCABULARY_NOT_FOUND, 'Vocabulary item not found'],
    [ALL_CAUGHT_UP, 'All caught up!'],
    [NO_OFFLINE_VOCABULARY, 'No offline vocabulary available'],
    [REVIEW_SYNC_WHEN_ONLINE, 'Review will sync when online'],
    [
      MICROPHONE_ACCESS_REQUIRED,
      'Microphone access is required for voice conversations. Please allow microphone access and try again.',
    ],
    [MICROPHONE_MUST_GRANT, 'You must grant microphone access to use this feature.'],
    [translationFailedServer(502), 'Translation failed with status: 502'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('microphoneTitleKind', () => {
  it.each([
    ['NotFoundError: Requested device not found', false, 'Microphone Not Available'],
    ['Permission denied', false, 'Microphone Not Available'],
    ['Permission denied', true, 'Microphone permission needed'],
    ['Could not open microphone', true, 'Microphone permission needed'],
    ['NotReadableError: Could not start media stream', true, 'Microphone access needed'],
  ])('%j (device %s) -> %s', (message, hasDevice, title) => {
    const titles = {
      noDevice: MICROPHONE_TITLE_NO_DEVICE,
      permission: MICROPHONE_TITLE_PERMISSION,
      access: MICROPHONE_TITLE_ACCESS,
    };
    expect(titles[microphoneTitleKind(message, hasDevice)]).toBe(title);
  });
});

describe('classifyServiceError', () => {
  it.each<[ServiceFailure, string]>([
    [{ kind: 'network' }, 'network'],
    [{ kind: 'timeout' }, 'timeout'],
    [{ kind: 'http', status: 429 }, 'rate_limit'],
    [{ kind: 'http', status: 403, message: 'You exceeded your current quota' }, 'rate_limit'],
    [{ kind: 'other', message: 'Quota exceeded' }, 'rate_limit'],
    [{ kind: 'http', status: 401 }, 'auth'],
    [{ kind: 'http', status: 403 }, 'auth'],
    [{ kind: 'http', status: 500 }, 'unavailable'],
    [{ kind: 'http', status: 503 }, 'unavailable'],
    [{ kind: 'http', status: 599 }, 'unavailable'],
    [{ kind: 'http', status: 600 }, 'other'],
    [{ kind: 'http', status: 499 }, 'other'],
    [{ kind: 'http' }, 'other'],
    [{ kind: 'http', status: 400 }, 'config'],
    [{ kind: 'http', status: 404 }, 'config'],
    [{ kind: 'http', status: 409 }, 'other'],
    [{ kind: 'other', message: 'boom' }, 'other'],
  ])('%j -> %s', (failure, expected) => expect(classifyServiceError(failure)).toBe(expected));
});

describe('conversation save messages', () => {
  it.each([
    [
      'network',
      "Your conversation couldn't be saved due to internet connection issues. Don't worry - your progress is still tracked locally and will sync when you're back online.",
    ],
    [
      'permission',
      'There was a problem saving your conversation. Please try logging out and back in, then start a new conversation.',
    ],
    [
      'quota',
      "Storage limit reached. Your conversation couldn't be saved. Please contact support to upgrade your account.",
    ],
    [
      'error',
      "Your conversation couldn't be saved right now. Don't worry - your learning progress is still being tracked. Try starting a new conversation.",
    ],
    [
      'non_error',
      'Something went wrong saving your conversation. Your learning progress is still tracked. Try refreshing the page if this continues.',
    ],
  ] as const)('%s', (kind, text) => expect(conversationSaveMessage(kind)).toBe(text));

  it.each([
    ['offline browser', new Error('anything'), false, 'network'],
    ['client offline', new Error('Failed to get document because the client is offline.'), true, 'network'],
    ['fetch failure', new TypeError('Failed to fetch'), true, 'network'],
    ['permission', new Error('Missing or insufficient permissions.'), true, 'permission'],
    ['unauthorized', new Error('Request unauthorized'), true, 'permission'],
    ['a 401 status', new Error('Request failed with status 401'), true, 'permission'],
    ['a 403 status', new Error('Request failed with status 403'), true, 'permission'],
    ['a 402 status is no permission problem', new Error('Request failed with status 402'), true, 'error'],
    ['quota', new Error('Quota exceeded.'), true, 'quota'],
    ['limit', new Error('Document size limit reached'), true, 'quota'],
    ['other error', new Error('Something odd'), true, 'error'],
    ['a thrown string', 'oops', true, 'non_error'],
    ['undefined', undefined, true, 'non_error'],
  ])('%s -> %s', (_name, failure, online, expected) => {
    expect(classifySaveFailure(failure, online)).toBe(expected);
  });

  it('takes the browser as online unless told otherwise', () => {
    expect(classifySaveFailure(new Error('Something odd'))).toBe('error');
  });
});

describe('vocabulary extraction messages', () => {
  it.each([
    [
      'network',
      "Can't connect to vocabulary analysis service. Check your internet connection and try again.",
    ],
    ['auth', 'Authentication issue with vocabulary service. Please refresh the page and try again.'],
    ['rate_limit', 'Vocabulary analysis service is busy. Please wait a moment and try again.'],
    [
      'timeout',
      'Vocabulary analysis is taking too long. Your conversation is still saved, but vocabulary extraction will be skipped.',
    ],
    [
      'other',
      'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
    ],
    [
      'config',
      'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
    ],
    [
      'unavailable',
      'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
    ],
  ] as const)('%s', (kind, text) => expect(extractionErrorMessage(kind)).toBe(text));

  it('maps a 401 from the service to the authentication text', () => {
    expect(extractionErrorMessage(classifyServiceError({ kind: 'http', status: 401 }))).toMatch(
      /^Authentication/,
    );
  });
});

describe('generic service messages', () => {
  it.each([
    ['network', 'Unable to connect to the service. Please check your internet connection and try again.'],
    ['rate_limit', 'Service is temporarily busy. Please wait a moment and try again.'],
    ['unavailable', 'The service is temporarily unavailable. Please try again later.'],
    ['config', 'Service configuration error. Please contact support if this persists.'],
    ['auth', 'Service configuration error. Please contact support if this persists.'],
    ['other', 'Service temporarily unavailable. Please try again.'],
    ['timeout', 'Service temporarily unavailable. Please try again.'],
  ] as const)('%s', (kind, text) => expect(genericServiceMessage(kind)).toBe(text));
});

describe('payment errors (product.md#errors-payment)', () => {
  it('names the status and its text when a failed answer carries no message', () => {
    expect(serverErrorMessage(502, 'Bad Gateway')).toBe('Server error: 502 Bad Gateway');
  });
});
