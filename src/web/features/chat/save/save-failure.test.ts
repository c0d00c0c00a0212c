import { describe, expect, it } from 'vitest';
import type { ExtractionOutcome } from '../../../../contracts/conversations';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { extractionMessageKey, saveFailureKind } from './save-failure';

describe('save failure texts', () => {
  it.each([
    [new NetworkError('offline'), true, 'network'],
    [new ApiError(500, 'boom'), false, 'network'],
    [new ApiError(401, 'Please sign in to continue.'), true, 'permission'],
    [new ApiError(403, 'Forbidden'), true, 'permission'],
    [new ApiError(413, 'The request is too large.'), true, 'quota'],
    [new ApiError(500, 'Something went wrong on our side.'), true, 'error'],
    [new Error('Quota exceeded'), true, 'quota'],
    ['a string was thrown', true, 'non_error'],
  ] as const)('%s (online %s) -> %s', (error, online, kind) =>
    expect(saveFailureKind(error, online)).toBe(kind),
  );

  it.each([
    [new ApiError(403, 'This request came from another site and was refused.', 'bad-origin'), 'permission'],
    [new ApiError(429, 'Too many requests, slow down.', 'too-many-requests'), 'quota'],
    [new ApiError(400, 'The request is too large.', 'too-large'), 'quota'],
    // The server's English wording is never read: "quota" in a message is not a quota error.
    [new ApiError(400, 'Quota exceeded', 'bad-request'), 'error'],
  ] as const)('%s -> %s by its code', (error, kind) => expect(saveFailureKind(error, true)).toBe(kind));

  it('takes the extraction text from the server’s code, not its wording', () => {
    const failed: ExtractionOutcome = {
      status: 'failed',
      method: 'openai',
      words: [],
      conversationLevel: null,
      recommendedFocus: [],
    };
    expect(extractionMessageKey({ ...failed, code: 'rate_limit', message: 'anything at all' })).toBe(
      'rate_limit',
    );
    expect(extractionMessageKey({ ...failed, message: 'Vocabulary analysis service is busy.' })).toBe(
      'other',
    );
    expect(extractionMessageKey({ ...failed, status: 'completed' })).toBeNull();
  });
});
