import { describe, expect, it } from 'vitest';
import {
  QUICK_LEVEL_DESCRIPTIONS,
  QUICK_NEXT_STEPS,
  buildQuickAssessmentResult,
  isGoodAnswer,
  scoreQuickAssessment,
} from './quick';
import type { QuickAnswerKind } from './types';

describe('scoreQuickAssessment', () => {
  it.each<[QuickAnswerKind[], string]>([
    [['wrong', 'wrong', 'wrong'], 'A0'],
    [['basic', 'wrong', 'wrong'], 'A0'],
    [['basic', 'correct', 'wrong'], 'A1'],
    [['intermediate', 'intermediate', 'wrong'], 'A1'],
    [['basic', 'correct', 'basic'], 'A1'],
    [['basic', 'correct', 'intermediate'], 'A2'],
    [['intermediate', 'intermediate', 'intermediate'], 'A2'],
    [[], 'A0'],
  ])('%j → %s', (kinds, level) => {
    expect(scoreQuickAssessment(kinds)).toBe(level);
  });

  // Our reading: an advanced answer is also a good answer (see quick.ts).
  it.each<[QuickAnswerKind[], string]>([
    [['advanced', 'advanced', 'advanced'], 'A2'],
    [['advanced', 'basic', 'basic'], 'A2'],
    [['advanced', 'wrong', 'wrong'], 'A0'],
    [['advanced', 'advanced', 'wrong'], 'A1'],
  ])('counts advanced as good: %j → %s', (kinds, level) => {
    expect(scoreQuickAssessment(kinds)).toBe(level);
  });

  it('only wrong is not good', () => {
    expect((['wrong', 'basic', 'correct', 'intermediate', 'advanced'] as const).map(isGoodAnswer)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('buildQuickAssessmentResult', () => {
  const completedAt = new Date('2025-04-02T08:00:00Z');
  const answers = [
    { questionId: 'q1', selectedAnswer: 0, kind: 'basic' as const },
    { questionId: 'q2', selectedAnswer: 2, kind: 'wrong' as const },
    { questionId: 'q3', selectedAnswer: 1, kind: 'intermediate' as const },
  ];

  it('fixes confidence 85, 60 seconds, version 1.0 and 33 points per answer', () => {
    const result = buildQuickAssessmentResult({ userId: 'u9', answers, completedAt });
    expect(result).toMatchObject({
      userId: 'u9',
      overallLevel: 'A1',
      confidence: 85,
      duration: 60,
      version: '1.0',
      isQuickAssessment: true,
      completedAt,
    });
    expect(result.scoring).toMatchObject({ totalQuestions: 3, correctAnswers: 2, overallScore: 99 });
    // No skill is measured by the quick check: each scores 0 and suggests the overall level.
    for (const skill of ['vocabulary', 'grammar', 'comprehension'] as const) {
      expect(result.scoring[skill]).toEqual({ correct: 0, total: 0, score: 0, suggestedLevel: 'A1' });
    }
    expect(result.responses.map((r) => [r.questionId, r.selectedAnswer, r.correct])).toEqual([
      ['q1', 0, true],
      ['q2', 2, false],
      ['q3', 1, true],
    ]);
    expect(result.recommendations[0]).toBe(QUICK_LEVEL_DESCRIPTIONS.A1);
  });

  it.each([
    [1, 33],
    [2, 66],
    [0, 0],
  ])('%i answered → overallScore %i', (count, score) => {
    const result = buildQuickAssessmentResult({ userId: 'u', answers: answers.slice(0, count), completedAt });
    expect(result.scoring.overallScore).toBe(score);
  });

  it('has descriptions for A0, A1, A2, B1 and three next steps', () => {
    expect(Object.keys(QUICK_LEVEL_DESCRIPTIONS).sort()).toEqual(['A0', 'A1', 'A2', 'B1']);
    expect(QUICK_NEXT_STEPS).toHaveLength(3);
  });
});
