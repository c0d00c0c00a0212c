import { describe, it, expect } from 'vitest';
import { LEVELS } from '../../domain/levels';
import { assessmentQuestionSchema } from './schema';
import {
  InvalidQuestionError,
  QUESTION_BANK,
  QUICK_ASSESSMENT_QUESTIONS,
  findQuestion,
  publicQuestion,
  validateQuestions,
} from './index';

describe('question bank loader', () => {
  it.each(LEVELS)('has questions at %s', (level) => {
    expect(QUESTION_BANK.some((q) => q.level === level)).toBe(true);
  });

  it('finds every question by its id and nothing for an unknown id', () => {
    for (const q of QUESTION_BANK) expect(findQuestion(q.id)).toBe(q);
    expect(findQuestion('z9-voc-01')).toBeUndefined();
  });

  it('exposes the validated quick questions', () => {
    expect(QUICK_ASSESSMENT_QUESTIONS).toHaveLength(3);
  });

  it('throws naming the bad id when an entry breaks the schema', () => {
    const [first, second] = QUESTION_BANK;
    if (!first || !second) throw new Error('bank unexpectedly small');
    const broken = { ...second, correctAnswer: second.options.length };
    expect(() => validateQuestions([first, broken], assessmentQuestionSchema)).toThrow(InvalidQuestionError);
    expect(() => validateQuestions([first, broken], assessmentQuestionSchema)).toThrow(second.id);
  });

  it('throws naming the id when an id repeats', () => {
    const [first] = QUESTION_BANK;
    if (!first) throw new Error('bank is empty');
    expect(() => validateQuestions([first, { ...first }], assessmentQuestionSchema)).toThrow(
      `"${first.id}": duplicate id`,
    );
  });
});

describe('publicQuestion', () => {
  it('withholds the answer key and explanation and keeps everything the screen needs', () => {
    for (const q of QUESTION_BANK) {
      const shown = publicQuestion(q);
      expect(shown).not.toHaveProperty('correctAnswer');
      expect(shown).not.toHaveProperty('explanation');
      expect(shown).toEqual({
        id: q.id,
        type: q.type,
        level: q.level,
        question: q.question,
        options: q.options,
        points: q.points,
        tags: q.tags,
      });
    }
  });

  it('does not share arrays with the bank, so a caller cannot alter the bank through it', () => {
    const [q] = QUESTION_BANK;
    if (!q) throw new Error('bank is empty');
    const shown = publicQuestion(q);
    shown.options.push('extra');
    expect(q.options).not.toContain('extra');
  });
});
