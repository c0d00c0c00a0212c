import { describe, expect, it } from 'vitest';
import { signInLockMs } from './abuse-limits';

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
});
