import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, levelIndex, type Level } from '../levels';
import { LEVEL_BANDS, basePoints, levelForScore } from './bands';

describe('LEVEL_BANDS', () => {
  it.each([
    ['A0', 0, 30, 1],
    ['A1', 25, 50, 2],
    ['A2', 45, 65, 3],
    ['B1', 60, 80, 4],
    ['B2', 75, 90, 5],
    ['C1', 85, 95, 6],
    ['C2', 90, 100, 7],
  ] as const)('%s spans %i–%i with base points %i', (level, min, max, points) => {
    expect(LEVEL_BANDS.find((b) => b.level === level)).toEqual({
      level,
      minPercent: min,
      maxPercent: max,
      basePoints: points,
    });
    expect(basePoints(level)).toBe(points);
  });

  it('refuses a level that has no band, naming it', () => {
    expect(() => basePoints('D1' as Level)).toThrow('No score band for level D1');
  });
});

describe('levelForScore', () => {
  it.each([
    [0, 'A0'],
    [24, 'A0'],
    [25, 'A1'],
    [30, 'A1'],
    [44.9, 'A1'],
    [45, 'A2'],
    [59, 'A2'],
    [60, 'B1'],
    [74, 'B1'],
    [75, 'B2'],
    [84, 'B2'],
    [85, 'C1'],
    [89, 'C1'],
    [90, 'C2'],
    [100, 'C2'],
  ] as const)('%d%% is %s', (percent, level) => {
    expect(levelForScore(percent)).toBe(level);
  });

  it('never goes down as the percent rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(levelIndex(levelForScore(lo))).toBeLessThanOrEqual(levelIndex(levelForScore(hi)));
        },
      ),
    );
  });

  it('covers every level', () => {
    expect(LEVEL_BANDS.map((b) => b.level)).toEqual([...LEVELS]);
  });
});
