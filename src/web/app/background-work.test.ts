// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstScreenSettled, LONGEST_WAIT_MS } from './background-work';

/** A clock the test moves: idle and timer callbacks run only when `tick` says so. */
function manualClock() {
  let now = 0;
  let pending: { at: number; callback: () => void }[] = [];
  return {
    now: () => now,
    idle: (callback: () => void) => void pending.push({ at: now, callback }),
    later: (callback: () => void, ms: number) => void pending.push({ at: now + ms, callback }),
    /** Moves time on by `ms`, running every callback due by then (and those they schedule). */
    async tick(ms: number) {
      const until = now + ms;
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (;;) {
        const due = pending.filter((entry) => entry.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        pending = pending.filter((entry) => entry !== due);
        now = Math.max(now, due.at);
        due.callback();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      now = until;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function settledFlag(promise: Promise<void>): () => boolean {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
}

// Background work (service worker, profile photo) waits for the first screen.
describe('firstScreenSettled', () => {
  it('waits while a query is on its way and settles at the first idle moment after it answers', async () => {
    const client = new QueryClient();
    let answer: (value: number) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: ['figures'],
      queryFn: () => new Promise<number>((r) => (answer = r)),
    });
    const clock = manualClock();
    const settled = settledFlag(firstScreenSettled(client, clock));
    await clock.tick(1000);
    expect(settled()).toBe(false);
    answer(42);
    await clock.tick(0);
    expect(client.isFetching()).toBe(0);
    await clock.tick(150);
    expect(settled()).toBe(true);
  });

  it('settles at once on a page with nothing on its way', async () => {
    const clock = manualClock();
    const settled = settledFlag(firstScreenSettled(new QueryClient(), clock));
    await clock.tick(0);
    expect(settled()).toBe(true);
  });

  it('gives up waiting for a query that never answers after the longest wait', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<number>(() => undefined) });
    const clock = manualClock();
    const settled = settledFlag(firstScreenSettled(client, clock));
    await clock.tick(LONGEST_WAIT_MS - 200);
    expect(settled()).toBe(false);
    await clock.tick(400);
    expect(settled()).toBe(true);
  });
});
