import { describe, expect, it } from 'vitest';
import { initialAssessmentState, recordAnswer, type AssessmentState } from './engine';
import { candidateQuestions, pickNextQuestion, pickRandom } from './selection';
import { makeQuestion, syntheticBank } from './test-fixtures';
import type { Skill } from './types';

/** A state at A1 with one answer for each skill listed, on fresh A1 questions. */
function answered(skills: Skill[]): AssessmentState {
  let state: AssessmentState = initialAssessmentState();
  skills.forEach((type, i) => {
    state = recordAnswer(state, makeQuestion({ id: `done-${i}`, type, level: 'A1' }), 0, 10);
  });
  return state;
}

describe('pickRandom', () => {
  it('picks by the rng over the whole list', () => {
    expect(pickRandom(['hola', 'adiós', 'gracias'], () => 0)).toBe('hola');
    expect(pickRandom(['hola', 'adiós', 'gracias'], () => 0.5)).toBe('adiós');
    expect(pickRandom(['hola', 'adiós', 'gracias'], () => 0.99)).toBe('gracias');
  });

  it('keeps an rng that returns 1 on the last item', () => {
    expect(pickRandom(['hola', 'adiós', 'gracias'], () => 1)).toBe('gracias');
  });

  it('has nothing to pick from an empty list', () => {
    expect(pickRandom([], () => 0.5)).toBeUndefined();
  });
});

describe('candidateQuestions', () => {
  const bank = syntheticBank(1, ['A1']);

  it('leaves out the question on screen that is not answered yet', () => {
    const shown = bank[0];
    const state: AssessmentState = { ...initialAssessmentState(), asked: bank.slice(0, 1) };
    expect(candidateQuestions(state, bank).map((q) => q.id)).not.toContain(shown?.id);
    expect(candidateQuestions(state, bank)).toHaveLength(2);
  });

  it('leaves out an answered question even when the state does not list it as asked', () => {
    const state: AssessmentState = {
      ...initialAssessmentState(),
      responses: [{ questionId: 'A1-grammar-0', selectedAnswer: 0, correct: true, timeSpent: 9 }],
    };
    expect(candidateQuestions(state, bank).map((q) => q.id)).toEqual([
      'A1-vocabulary-0',
      'A1-comprehension-0',
    ]);
  });
});

describe('pickNextQuestion', () => {
  const bank = syntheticBank(1, ['A1']);

  it('asks the skill with the fewest answers, counting every answer', () => {
    // vocabulary 2, grammar 1, comprehension 1: grammar comes first of the two least asked.
    const state = answered(['vocabulary', 'vocabulary', 'grammar', 'comprehension']);
    expect(pickNextQuestion(state, bank, () => 0)?.id).toBe('A1-grammar-0');
    // vocabulary 1, grammar 2, comprehension 2.
    const other = answered(['grammar', 'grammar', 'comprehension', 'comprehension', 'vocabulary']);
    expect(pickNextQuestion(other, bank, () => 0)?.id).toBe('A1-vocabulary-0');
  });

  it('moves on to a skill that still has questions when the least asked one has none left', () => {
    const onlyVocabulary = bank.filter((q) => q.type === 'vocabulary');
    const state = answered(['vocabulary']);
    expect(pickNextQuestion(state, onlyVocabulary, () => 0)?.id).toBe('A1-vocabulary-0');
    const noGrammar = bank.filter((q) => q.type !== 'grammar');
    expect(pickNextQuestion(state, noGrammar, () => 0)?.id).toBe('A1-comprehension-0');
  });

  it('does not count a response whose question the state does not hold', () => {
    const state: AssessmentState = {
      ...answered(['grammar']),
      responses: [
        ...answered(['grammar']).responses,
        { questionId: 'elsewhere', selectedAnswer: 0, correct: true, timeSpent: 9 },
      ],
    };
    expect(pickNextQuestion(state, bank, () => 0)?.id).toBe('A1-vocabulary-0');
  });
});
