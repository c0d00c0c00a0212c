import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { AssessmentQuestion } from '../../domain/assessment/types';
import { assessmentQuestionSchema, quickAssessmentQuestionSchema } from './schema';

const valid: AssessmentQuestion = {
  id: 'a1-gra-99',
  type: 'grammar',
  level: 'A1',
  question: 'Complete: «Yo ___ de Chile.»',
  options: ['soy', 'estoy', 'es', 'son'],
  correctAnswer: 0,
  explanation: 'Origin is expressed with «ser».',
  explanationEs: 'El origen se expresa con «ser».',
  points: 1,
  tags: ['ser-estar'],
};

describe('assessmentQuestionSchema', () => {
  it('accepts a well-formed question, with or without an explanation', () => {
    expect(assessmentQuestionSchema.safeParse(valid).success).toBe(true);
    const { explanation: _omitted, explanationEs: _omittedEs, ...withoutExplanation } = valid;
    expect(assessmentQuestionSchema.safeParse(withoutExplanation).success).toBe(true);
  });

  it.each<[string, Partial<Record<keyof AssessmentQuestion, unknown>> & Record<string, unknown>]>([
    ['an answer index past the last option', { correctAnswer: 4 }],
    ['a negative answer index', { correctAnswer: -1 }],
    ['a fractional answer index', { correctAnswer: 0.5 }],
    ['a single option', { options: ['soy'], correctAnswer: 0 }],
    ['seven options', { options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }],
    ['a blank option', { options: ['soy', '  ', 'es', 'son'] }],
    ['a blank question', { question: '   ' }],
    ['a blank explanation', { explanation: '' }],
    ['an explanation without its Spanish version', { explanationEs: undefined }],
    ['a Spanish explanation without the English one', { explanation: undefined }],
    ['a blank Spanish explanation', { explanationEs: '  ' }],
    ['zero points', { points: 0 }],
    ['fractional points', { points: 1.5 }],
    ['an unknown level', { level: 'D1' }],
    ['an unknown type', { type: 'listening' }],
    ['a blank tag', { tags: [''] }],
    ['an id with spaces', { id: 'a1 gra 99' }],
    ['an unknown field', { answer: 'soy' }],
  ])('rejects %s', (_case, change) => {
    expect(assessmentQuestionSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('accepts an answer index exactly when it points at one of 2–6 options', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: -3, max: 9 }), (count, index) => {
        const options = Array.from({ length: count }, (_, i) => `option ${i}`);
        const result = assessmentQuestionSchema.safeParse({ ...valid, options, correctAnswer: index });
        expect(result.success).toBe(index >= 0 && index < count);
      }),
    );
  });
});

describe('quickAssessmentQuestionSchema', () => {
  const quick = {
    id: 'quick-test',
    question: 'How do you say hello?',
    options: [
      { text: 'Hola', kind: 'basic' },
      { text: 'No sé', kind: 'wrong' },
    ],
  };

  it('accepts options tagged with a known kind', () => {
    expect(quickAssessmentQuestionSchema.safeParse(quick).success).toBe(true);
  });

  it.each([
    [
      'an unknown kind',
      {
        options: [
          { text: 'Hola', kind: 'expert' },
          { text: 'No sé', kind: 'wrong' },
        ],
      },
    ],
    ['a single option', { options: [{ text: 'Hola', kind: 'basic' }] }],
    [
      'a blank option',
      {
        options: [
          { text: ' ', kind: 'basic' },
          { text: 'No sé', kind: 'wrong' },
        ],
      },
    ],
    ['a blank question', { question: '' }],
  ])('rejects %s', (_case, change) => {
    expect(quickAssessmentQuestionSchema.safeParse({ ...quick, ...change }).success).toBe(false);
  });
});
