import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../levels';
import { confidenceAt } from './confidence';
import type { ScoredAnswer } from './scoring';
import { makeQuestion } from './test-fixtures';

let n = 0;
const at = (level: Level, correct: boolean): ScoredAnswer => ({
  question: makeQuestion({ id: `q${n++}`, level }),
  correct,
});
const many = (level: Level, correct: number, wrong: number): ScoredAnswer[] => [
  ...Array.from({ length: correct }, () => at(level, true)),
  ...Array.from({ length: wrong }, () => at(level, false)),
];

describe('confidenceAt', () => {
  it.each([
    ['3/3 at B1: min(95, 80 + 6)', 'B1', many('B1', 3, 0), 86],
    ['2/4 at A2: 40 + 8', 'A2', many('A2', 2, 2), 48],
    ['10/10 caps at 95', 'A1', many('A1', 10, 0), 95],
    ['0/12 at B2: 0 + 20', 'B2', many('B2', 0, 12), 20],
    ['1/3 rounds 26.67 + 6', 'A1', many('A1', 1, 2), 33],
    ['no answers at B1, neighbours 1/2 → 50', 'B1', [at('A2', true), at('B2', false)], 50],
    ['no answers at B1, neighbours 4/4 cap at 80', 'B1', many('A2', 2, 0).concat(many('B2', 2, 0)), 80],
    ['no answers at B1, neighbours 2/3 → 67', 'B1', many('A2', 2, 1), 67],
    ['no answers anywhere near → 50', 'C2', many('A0', 5, 0), 50],
    ['no answers at all → 50', 'A1', [], 50],
    ['A0 has only one neighbour', 'A0', many('A1', 1, 3), 25],
  ] as const)('%s', (_name, level, answers, expected) => {
    expect(confidenceAt(level, answers)).toBe(expected);
  });

  it('ignores answers two or more levels away once the level itself has answers', () => {
    expect(confidenceAt('B1', [...many('B1', 1, 0), ...many('A0', 0, 5)])).toBe(82);
  });

  it('is an integer between 0 and 95', () => {
    const arb = fc.array(fc.record({ level: fc.constantFrom(...LEVELS), correct: fc.boolean() }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.constantFrom(...LEVELS), arb, (level, rows) => {
        const c = confidenceAt(
          level,
          rows.map((r) => at(r.level, r.correct)),
        );
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(95);
      }),
    );
  });
});
