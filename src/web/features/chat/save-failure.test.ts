import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
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

  it('maps the server’s extraction text back to its key', () => {
    expect(
      extractionMessageKey('Vocabulary analysis service is busy. Please wait a moment and try again.'),
    ).toBe('rate_limit');
    expect(extractionMessageKey(undefined)).toBeNull();
  });
});
