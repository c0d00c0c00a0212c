import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETAKE_COOLDOWN_DAYS, retakeEligibility } from './retake';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LAST = new Date('2024-04-01T09:00:00Z');
const after = (ms: number) => new Date(LAST.getTime() + ms);

describe('retakeEligibility', () => {
  it('allows a first assessment', () => {
    expect(retakeEligibility(null, LAST)).toEqual({
      canRetake: true,
      nextAvailableDate: null,
      daysSinceLastAssessment: null,
    });
  });

  it.each([
    ['just finished', 0, false, 0],
    ['one day', DAY, false, 1],
    ['6 days 23 hours', 6 * DAY + 23 * HOUR, false, 6],
    ['7 days less 1 ms', 7 * DAY - 1, false, 6],
    ['exactly 7 days', 7 * DAY, true, 7],
    ['30 days', 30 * DAY, true, 30],
  ])('%s after the last one', (_name, elapsed, canRetake, days) => {
    const result = retakeEligibility(LAST, after(elapsed));
    expect(result.canRetake).toBe(canRetake);
    expect(result.daysSinceLastAssessment).toBe(days);
    expect(result.nextAvailableDate).toEqual(canRetake ? null : new Date('2024-04-08T09:00:00Z'));
  });

  it('counts a last date slightly in the future as 0 days and refuses', () => {
    expect(retakeEligibility(LAST, after(-HOUR))).toMatchObject({
      canRetake: false,
      daysSinceLastAssessment: 0,
    });
  });

  it('opens exactly when the cooldown ends', () => {
    expect(RETAKE_COOLDOWN_DAYS).toBe(7);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), (elapsed) => {
        const result = retakeEligibility(LAST, after(elapsed));
        expect(result.canRetake).toBe(elapsed >= 7 * DAY);
        if (result.nextAvailableDate)
          expect(result.nextAvailableDate.getTime()).toBeGreaterThan(after(elapsed).getTime());
      }),
    );
  });
});
