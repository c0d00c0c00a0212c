import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('waits 30 s before the first retry, then doubles', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(4)).toBe(240_000);
    expect(retryDelayMs(7)).toBe(1_920_000);
  });

  it('waits 30 s when no attempt was counted yet', () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
