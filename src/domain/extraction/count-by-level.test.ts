import { describe, expect, it } from 'vitest';
import { LEVELS } from '../levels';
import { LEVEL_BASE_DIFFICULTY, clampDifficulty, extractionCount } from './count-by-level';

describe('extractionCount', () => {
  it.each([
    ['A0', 3, 5],
    ['A1', 5, 8],
    ['A2', 5, 8],
    ['B1', 8, 12],
    ['B2', 8, 12],
    ['C1', 8, 12],
    ['C2', 8, 12],
  ] as const)('%s -> %d to %d words', (level, min, max) => {
    expect(extractionCount(level)).toEqual({ min, max });
  });
});

describe('LEVEL_BASE_DIFFICULTY', () => {
  it('matches the spec for every level', () => {
    expect(LEVELS.map((level) => LEVEL_BASE_DIFFICULTY[level])).toEqual([1, 1, 2, 3, 4, 5, 5]);
  });
});

describe('clampDifficulty', () => {
  it.each([
    [-3, 1],
    [0, 1],
    [1, 1],
    [2.4, 2],
    [2.5, 3],
    [5, 5],
    [9, 5],
  ])('%d -> %d', (value, expected) => expect(clampDifficulty(value)).toBe(expected));
});
