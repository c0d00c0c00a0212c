import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, NetworkError } from './api-client';
import { adoptEarly, startEarly } from './early-requests';

const figures = z.object({ words: z.number() });

function countingFetch(bodies: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify(bodies[calls.length - 1]), { status: 200 });
    }),
  );
  return calls;
}

describe('early requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the first api() GET of the path adopts the early answer: one request, not two', async () => {
    const calls = countingFetch([{ words: 3 }, { words: 4 }]);
    startEarly('/api/figures');
    expect(await api('/api/figures', {}, figures)).toEqual({ words: 3 });
    expect(calls).toEqual(['/api/figures']);
    // Adopted once: the next call asks afresh.
    expect(await api('/api/figures', {}, figures)).toEqual({ words: 4 });
    expect(calls).toHaveLength(2);
  });

  it('is adopted only for its own path, and only within ten seconds', () => {
    countingFetch([{}]);
    startEarly('/api/figures', 1_000);
    expect(adoptEarly('/api/other', 1_001)).toBeUndefined();
    expect(adoptEarly('/api/figures', 11_001)).toBeUndefined();
    startEarly('/api/figures', 1_000);
    expect(adoptEarly('/api/figures', 10_999)).toBeDefined();
  });

  it('a POST to the path never takes the early GET', async () => {
    const calls = countingFetch([{ words: 1 }, { words: 2 }]);
    startEarly('/api/figures');
    expect(await api('/api/figures', { body: { x: 1 } }, figures)).toEqual({ words: 2 });
    expect(calls).toHaveLength(2);
  });

  it('an early request that failed reads as offline to its adopter, and is never an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startEarly('/api/figures');
    await expect(api('/api/figures', {}, figures)).rejects.toBeInstanceOf(NetworkError);
    startEarly('/api/figures'); // never adopted: must not reject unhandled
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
