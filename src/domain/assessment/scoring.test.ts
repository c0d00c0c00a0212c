import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../levels';
import {
  overallLevelFor,
  scoreAnswers,
  skillScore,
  weightedScorePercent,
  type ScoredAnswer,
} from './scoring';
import { makeQuestion } from './test-fixtures';

const answer = (id: string, over: Partial<ScoredAnswer['question']>, correct: boolean): ScoredAnswer => ({
  question: makeQuestion({ id, ...over }),
  correct,
});

describe('weightedScorePercent', () => {
  it('is 0 with no answers', () => {
    expect(weightedScorePercent([])).toBe(0);
  });

  it('weighs points × base points of the question level', () => {
    // weights: A0×1pt = 1, A2×2pt = 6, B1×1pt = 4, B2×3pt = 15 → total 26; correct A2 + B2 = 21.
    const answers = [
      answer('a', { level: 'A0', points: 1 }, false),
      answer('b', { level: 'A2', points: 2 }, true),
      answer('c', { level: 'B1', points: 1 }, false),
      answer('d', { level: 'B2', points: 3 }, true),
    ];
    expect(weightedScorePercent(answers)).toBeCloseTo((21 / 26) * 100, 10);
    expect(overallLevelFor(answers)).toBe('B2'); // 80.77 %
  });

  it('lets a hard correct answer outweigh an easy wrong one', () => {
    const answers = [answer('a', { level: 'A0' }, false), answer('b', { level: 'B2' }, true)];
    expect(weightedScorePercent(answers)).toBeCloseTo((5 / 6) * 100, 10);
  });

  it('stays within 0–100', () => {
    const arb = fc.array(
      fc.record({
        level: fc.constantFrom(...LEVELS),
        points: fc.integer({ min: 1, max: 5 }),
        correct: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const p = weightedScorePercent(rows.map((r, i) => answer(String(i), r, r.correct)));
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('skillScore and scoreAnswers', () => {
  const answers = [
    answer('v1', { type: 'vocabulary', level: 'A1' }, true),
    answer('v2', { type: 'vocabulary', level: 'A2' }, false),
    answer('g1', { type: 'grammar', level: 'B1' }, true),
  ];

  it('scores a skill on its own weighted percent', () => {
    // vocabulary: 2 of (2 + 3) = 40 % → A1
    expect(skillScore(answers, 'vocabulary', 'B1')).toEqual({
      correct: 1,
      total: 2,
      score: 40,
      suggestedLevel: 'A1',
    });
  });

  it('gives an untested skill score 0 and the overall level', () => {
    expect(skillScore(answers, 'comprehension', 'A2')).toEqual({
      correct: 0,
      total: 0,
      score: 0,
      suggestedLevel: 'A2',
    });
  });

  it('fills the scoring block with a rounded overall percent', () => {
    // overall: (2 + 4) / (2 + 3 + 4) = 66.67 % → 67, level B1
    const scoring = scoreAnswers(answers);
    expect(scoring).toMatchObject({ totalQuestions: 3, correctAnswers: 2, overallScore: 67 });
    expect(scoring.grammar).toEqual({ correct: 1, total: 1, score: 100, suggestedLevel: 'C2' });
    expect(scoring.comprehension.suggestedLevel).toBe('B1');
  });
});
