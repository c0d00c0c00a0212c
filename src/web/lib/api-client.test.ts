import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, BAD_RESPONSE_MESSAGE } from './api-client';

const itemSchema = z.object({ id: z.string(), count: z.number() });

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad' }),
    ),
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns exactly the contract fields of an answer', async () => {
    answer(200, { id: 'a', count: 2, extra: 'not in the contract' });
    expect(await api('/api/thing', {}, itemSchema)).toEqual({ id: 'a', count: 2 });
  });

  it('refuses an answer that does not match its contract, naming the field', async () => {
    answer(200, { id: 'a', count: 'two' });
    const error = await api('/api/thing', {}, itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(BAD_RESPONSE_MESSAGE);
    expect((error as ApiError).code).toBe('bad-response');
    expect((error as ApiError).body?.problem).toMatch(/^count: /);
  });

  it("keeps the server's own message on a failure, before any parsing", async () => {
    answer(400, { error: 'invalid-request', message: 'word: Required' });
    const error = await api('/api/thing', {}, itemSchema).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('word: Required');
    expect((error as ApiError).code).toBe('invalid-request');
  });
});
