import { describe, expect, it } from 'vitest';
import { signInLockMs, slidingWindowHits, slidingWindowRetryMs, withinLimit } from './abuse-limits';

describe('signInLockMs: backoff after failed sign-ins', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60_000],
    [6, 120_000],
    [7, 240_000],
    [11, 3_600_000],
    [40, 3_600_000],
  ])('%i failures lock for %i ms', (failures, lock) => {
    expect(signInLockMs(failures)).toBe(lock);
  });

  it('takes the free failures of the account-wide count', () => {
    expect(signInLockMs(49, 50)).toBe(0);
    expect(signInLockMs(50, 50)).toBe(60_000);
    expect(signInLockMs(52, 50)).toBe(240_000);
  });
});

describe('sliding-window request limit', () => {
  const windowMs = 60_000;
  it('weighs the previous window by its overlap with the last minute', () => {
    expect(slidingWindowHits({ previous: 10, current: 2, elapsedMs: 15_000, windowMs })).toBe(9.5);
    expect(slidingWindowHits({ previous: 10, current: 2, elapsedMs: 0, windowMs })).toBe(12);
  });

  it('gives no fresh allowance just after a window boundary', () => {
    // Three hits late in one minute, a fourth 1 ms into the next: still four in the last minute.
    expect(withinLimit({ previous: 3, current: 1, elapsedMs: 1, windowMs }, 3)).toBe(false);
    expect(withinLimit({ previous: 3, current: 1, elapsedMs: 20_000, windowMs }, 3)).toBe(true);
    expect(withinLimit({ previous: 0, current: 3, elapsedMs: 59_999, windowMs }, 3)).toBe(true);
    expect(withinLimit({ previous: 0, current: 4, elapsedMs: 59_999, windowMs }, 3)).toBe(false);
  });

  it('says when the next hit would be allowed', () => {
    // 3 + 3·(1 − t/60 s) ≤ 3 … needs the whole previous window gone: t = 60 s, i.e. 45 s from now.
    expect(slidingWindowRetryMs({ previous: 3, current: 2, elapsedMs: 15_000, windowMs }, 3)).toBe(45_000);
    // previous 4, current 1: 4·(1 − t/W) + 2 ≤ 3 → t ≥ 45 s; 30 s from 15 s in.
    expect(slidingWindowRetryMs({ previous: 4, current: 1, elapsedMs: 15_000, windowMs }, 3)).toBe(30_000);
    // Over the limit within this window: wait for the next, then for these 5 hits to fade to 2.
    expect(slidingWindowRetryMs({ previous: 0, current: 5, elapsedMs: 10_000, windowMs }, 3)).toBe(
      50_000 + 36_000,
    );
    expect(slidingWindowRetryMs({ previous: 0, current: 1, elapsedMs: 10_000, windowMs }, 3)).toBe(0);
  });

  it('lets the last hit of the limit through at once when the previous window was quiet', () => {
    // 2 of 3 used and nothing before: the third may come now.
    expect(slidingWindowRetryMs({ previous: 0, current: 2, elapsedMs: 10_000, windowMs }, 3)).toBe(0);
  });

  it('waits into the next window when this one holds exactly the limit', () => {
    // 3 of 3 used: 45 s to the boundary, then 20 s for them to weigh 3·(1 − 20/60) = 2.
    expect(slidingWindowRetryMs({ previous: 3, current: 3, elapsedMs: 15_000, windowMs }, 3)).toBe(
      45_000 + 20_000,
    );
    // 4 of 3 used: 45 s to the boundary, then 30 s for them to weigh 4·(1 − 30/60) = 2.
    expect(slidingWindowRetryMs({ previous: 0, current: 4, elapsedMs: 15_000, windowMs }, 3)).toBe(
      45_000 + 30_000,
    );
  });

  it('the retry time is exact: a hit then is allowed, a hit 1 s earlier is not', () => {
    for (const [previous, current, elapsedMs] of [
      [3, 2, 15_000],
      [4, 1, 15_000],
      [7, 0, 5_000],
    ] as const) {
      const wait = slidingWindowRetryMs({ previous, current, elapsedMs, windowMs }, 3);
      const at = elapsedMs + wait;
      expect(withinLimit({ previous, current: current + 1, elapsedMs: at, windowMs }, 3)).toBe(true);
      expect(withinLimit({ previous, current: current + 1, elapsedMs: at - 1_000, windowMs }, 3)).toBe(false);
    }
  });
});
