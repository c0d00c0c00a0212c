import { describe, expect, it } from 'vitest';
import { AnswerAlreadyRecordedError, InvalidAnswerError, UnknownQuestionError } from './errors';
import { recommendationsFor, weakestSkill } from './recommendations';
import { buildAssessmentResult } from './result';
import { scoreAnswers } from './scoring';
import { makeQuestion } from './test-fixtures';
import type { AssessmentResponse } from './types';

const bank = [
  makeQuestion({ id: 'v1', type: 'vocabulary', level: 'A1', correctAnswer: 1 }),
  makeQuestion({ id: 'g1', type: 'grammar', level: 'A2', correctAnswer: 2 }),
  makeQuestion({ id: 'c1', type: 'comprehension', level: 'B1', correctAnswer: 0, points: 2 }),
];
const respond = (questionId: string, selectedAnswer: number, correct = false): AssessmentResponse => ({
  questionId,
  selectedAnswer,
  correct,
  timeSpent: 12,
});
const base = {
  userId: 'user-1',
  bank,
  startedAt: new Date('2025-03-01T10:00:00.000Z'),
  completedAt: new Date('2025-03-01T10:06:40.600Z'),
};

describe('buildAssessmentResult', () => {
  it('re-scores from the bank and fills every field', () => {
    // v1 right (2), g1 wrong (3), c1 right (2 × 4 = 8) → 10 / 13 = 76.9 % → B2
    const result = buildAssessmentResult({
      ...base,
      responses: [respond('v1', 1), respond('g1', 0, true), respond('c1', 0)],
    });
    expect(result).toMatchObject({
      userId: 'user-1',
      overallLevel: 'B2',
      completedAt: base.completedAt,
      duration: 401,
      version: '1.0',
      isQuickAssessment: false,
    });
    expect(result.scoring).toMatchObject({ totalQuestions: 3, correctAnswers: 2, overallScore: 77 });
    expect(result.responses.map((r) => r.correct)).toEqual([true, false, true]);
    expect(result.responses[0]).toEqual({
      questionId: 'v1',
      selectedAnswer: 1,
      correct: true,
      timeSpent: 12,
    });
    // B2 unanswered; neighbours B1 1/1 → 100 capped at 80
    expect(result.confidence).toBe(80);
    expect(result.recommendations.length).toBeGreaterThanOrEqual(2);
    expect(result.recommendations.length).toBeLessThanOrEqual(4);
  });

  it('ignores a client claim of correctness', () => {
    const result = buildAssessmentResult({
      ...base,
      responses: [respond('v1', 0, true), respond('g1', 0, true), respond('c1', 3, true)],
    });
    expect(result.scoring.correctAnswers).toBe(0);
    expect(result.overallLevel).toBe('A0');
  });

  it('handles an empty attempt', () => {
    const result = buildAssessmentResult({ ...base, responses: [] });
    expect(result).toMatchObject({ overallLevel: 'A0', confidence: 50 });
    expect(result.scoring.overallScore).toBe(0);
  });

  it('records a backwards clock as 0 seconds', () => {
    const result = buildAssessmentResult({
      ...base,
      completedAt: new Date('2025-03-01T09:00:00Z'),
      responses: [],
    });
    expect(result.duration).toBe(0);
  });

  it.each([
    ['an unknown question', [respond('zz', 0)], UnknownQuestionError],
    ['a repeated question', [respond('v1', 0), respond('v1', 1)], AnswerAlreadyRecordedError],
    ['an option out of range', [respond('v1', 9)], InvalidAnswerError],
    ['the option just past the last one', [respond('v1', 4)], InvalidAnswerError],
    ['a negative option', [respond('v1', -1)], InvalidAnswerError],
    ['a fractional option', [respond('v1', 1.5)], InvalidAnswerError],
  ])('rejects %s', (_name, responses, error) => {
    expect(() => buildAssessmentResult({ ...base, responses })).toThrow(error);
  });
});

describe('recommendations', () => {
  const q = (id: string, type: 'vocabulary' | 'grammar' | 'comprehension') => makeQuestion({ id, type });

  it('names the weakest tested skill', () => {
    const scoring = scoreAnswers([
      { question: q('a', 'vocabulary'), correct: true },
      { question: q('b', 'grammar'), correct: false },
      { question: q('c', 'comprehension'), correct: true },
    ]);
    expect(weakestSkill(scoring)).toBe('grammar');
    const tips = recommendationsFor('A1', scoring);
    expect(tips).toHaveLength(3);
    expect(tips.some((t) => t.startsWith('Grammar was your weakest area'))).toBe(true);
  });

  it('mentions untested skills and stays within 4 tips', () => {
    const scoring = scoreAnswers([{ question: q('a', 'vocabulary'), correct: false }]);
    const tips = recommendationsFor('A0', scoring);
    expect(tips).toHaveLength(4);
    expect(tips[2]).toContain('grammar or comprehension');
  });

  it('does not call a strong skill weak', () => {
    const scoring = scoreAnswers(
      (['vocabulary', 'grammar', 'comprehension'] as const).map((t) => ({
        question: q(t, t),
        correct: true,
      })),
    );
    expect(recommendationsFor('C2', scoring).join(' ')).not.toContain('weakest');
  });

  it('is deterministic', () => {
    const scoring = scoreAnswers([{ question: q('a', 'grammar'), correct: true }]);
    expect(recommendationsFor('B1', scoring)).toEqual(recommendationsFor('B1', scoring));
  });
});
