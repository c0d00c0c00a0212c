import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { ATTEMPT_TTL_MS, createAttemptTokens, type AttemptClaims } from './attempt-token';

const now = new Date('2026-03-01T10:00:00Z');
const claims: AttemptClaims = {
  v: 1,
  uid: 'user-1',
  id: 'attempt-1',
  startedAt: now.getTime(),
  expiresAt: now.getTime() + ATTEMPT_TTL_MS,
  workingLevel: 'A1',
  asked: ['a1-voc-01', 'a1-gra-02'],
  answers: [[2, 4.5]],
  finished: false,
};

function rejects(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).code).toBe('invalid-token');
    return;
  }
  throw new Error('the token was accepted');
}

describe('attempt tokens', () => {
  const tokens = createAttemptTokens('a-test-secret-of-enough-length');

  it('round-trips the claims of the learner who owns them', () => {
    expect(tokens.verify(tokens.sign(claims), 'user-1', now)).toEqual(claims);
  });

  it('refuses a changed body, a changed signature, another learner, and garbage', () => {
    const [body, signature] = tokens.sign(claims).split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...claims, finished: true })).toString('base64url');
    rejects(() => tokens.verify(`${forged}.${signature}`, 'user-1', now));
    rejects(() => tokens.verify(`${body}.${signature.slice(0, -2)}AA`, 'user-1', now));
    rejects(() => tokens.verify(`${body}.${signature}`, 'user-2', now));
    rejects(() => tokens.verify('not-a-token', 'user-1', now));
    rejects(() => tokens.verify(`${body}.${signature}.extra`, 'user-1', now));
  });

  it('refuses a token signed with another secret', () => {
    const other = createAttemptTokens('another-secret-entirely-0123');
    rejects(() => tokens.verify(other.sign(claims), 'user-1', now));
  });

  it('expires 2 hours after the start', () => {
    const token = tokens.sign(claims);
    expect(() => tokens.verify(token, 'user-1', new Date(now.getTime() + ATTEMPT_TTL_MS - 1))).not.toThrow();
    rejects(() => tokens.verify(token, 'user-1', new Date(now.getTime() + ATTEMPT_TTL_MS)));
  });
});
