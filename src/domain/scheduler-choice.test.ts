import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION,
  MAX_RETENTION,
  MIN_RETENTION,
  RETENTION_OPTIONS,
  SCHEDULERS,
  clampRetention,
} from './scheduler-choice';

describe('scheduler choice (product.md: Settings → Learning → Review scheduler)', () => {
  it('offers the classic table and FSRS, with a desired retention of 70–97 %, 90 % by default', () => {
    expect(SCHEDULERS).toEqual(['classic', 'fsrs']);
    expect(DEFAULT_RETENTION).toBe(0.9);
    expect([MIN_RETENTION, MAX_RETENTION]).toEqual([0.7, 0.97]);
    expect(RETENTION_OPTIONS).toEqual([0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97]);
  });

  it('keeps a retention inside 70–97 %', () => {
    expect(clampRetention(0.85)).toBe(0.85);
    expect(clampRetention(0.5)).toBe(0.7);
    expect(clampRetention(0.99)).toBe(0.97);
  });

  it('reads anything unreadable as the default 90 %, an endless number included', () => {
    expect(clampRetention('0.8')).toBe(0.9);
    expect(clampRetention(null)).toBe(0.9);
    expect(clampRetention(Number.NaN)).toBe(0.9);
    expect(clampRetention(Number.POSITIVE_INFINITY)).toBe(0.9);
    expect(clampRetention(Number.NEGATIVE_INFINITY)).toBe(0.9);
  });
});
