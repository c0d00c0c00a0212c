import { describe, expect, it } from 'vitest';
import type { Level } from '../levels';
import {
  AUTO_ADVANCE_MS,
  adjustWorkingLevel,
  answersOf,
  currentQuestion,
  initialAssessmentState,
  nextQuestion,
  recordAnswer,
  shouldFinish,
  startAssessment,
  type AdjustmentRule,
  type AssessmentState,
} from './engine';
import { AnswerAlreadyRecordedError, InvalidAnswerError, NoStartingQuestionError } from './errors';
import { candidateLevels } from './selection';
import { makeQuestion, seededRng, syntheticBank } from './test-fixtures';
import type { AssessmentQuestion } from './types';

/** A state whose responses have the given correctness, all on fresh questions at `level`. */
function stateWith(
  pattern: boolean[],
  workingLevel: Level = 'A2',
  level: Level = workingLevel,
): AssessmentState {
  let state: AssessmentState = { ...initialAssessmentState(), workingLevel };
  pattern.forEach((correct, i) => {
    const q = makeQuestion({ id: `p${i}`, level });
    state = recordAnswer(state, q, correct ? 0 : 1, 10);
  });
  return state;
}

describe('startAssessment', () => {
  const bank = syntheticBank(3);

  it('begins at A1 with nothing asked or answered', () => {
    expect(initialAssessmentState()).toEqual({ workingLevel: 'A1', asked: [], responses: [] });
  });

  it('starts at A1 with a random A1 vocabulary question', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = startAssessment(bank, seededRng(seed));
      expect(state.workingLevel).toBe('A1');
      expect(state.responses).toEqual([]);
      expect(state.asked).toHaveLength(1);
      expect(state.asked[0]).toMatchObject({ level: 'A1', type: 'vocabulary' });
      expect(currentQuestion(state)).toBe(state.asked[0]);
    }
  });

  it('uses the rng to choose', () => {
    expect(startAssessment(bank, () => 0).asked[0]?.id).toBe('A1-vocabulary-0');
    expect(startAssessment(bank, () => 0.999).asked[0]?.id).toBe('A1-vocabulary-2');
  });

  it('throws a typed error when the bank has no A1 vocabulary question', () => {
    const bank2 = syntheticBank(2).filter((q) => !(q.level === 'A1' && q.type === 'vocabulary'));
    expect(() => startAssessment(bank2, () => 0)).toThrow(NoStartingQuestionError);
  });
});

describe('recordAnswer', () => {
  const q = makeQuestion({ id: 'q1', correctAnswer: 2 });

  it('records question id, selected answer, correctness and seconds', () => {
    const state = recordAnswer({ ...initialAssessmentState(), asked: [q] }, q, 2, 7);
    expect(state.responses).toEqual([{ questionId: 'q1', selectedAnswer: 2, correct: true, timeSpent: 7 }]);
    expect(recordAnswer(initialAssessmentState(), q, 1, 3).responses[0]?.correct).toBe(false);
    expect(currentQuestion(state)).toBeNull();
    expect(state.asked).toEqual([q]);
  });

  it('adds a question answered without being shown to the asked ones', () => {
    expect(recordAnswer(initialAssessmentState(), q, 2, 7).asked).toEqual([q]);
  });

  it('scores only the responses whose question the state holds', () => {
    const state = recordAnswer(initialAssessmentState(), q, 2, 7);
    const stray = { questionId: 'elsewhere', selectedAnswer: 0, correct: true, timeSpent: 4 };
    expect(answersOf({ ...state, responses: [...state.responses, stray] })).toEqual([
      { question: q, correct: true },
    ]);
  });

  it('accepts one answer per question', () => {
    const state = recordAnswer(initialAssessmentState(), q, 0, 1);
    expect(() => recordAnswer(state, q, 2, 1)).toThrow(AnswerAlreadyRecordedError);
  });

  it.each([-1, 4, 1.5])('rejects option index %d', (index) => {
    expect(() => recordAnswer(initialAssessmentState(), q, index, 1)).toThrow(InvalidAnswerError);
  });

  it('does not mutate the given state', () => {
    const state = initialAssessmentState();
    recordAnswer(state, q, 0, 1);
    expect(state).toEqual(initialAssessmentState());
  });
});

describe('adjustWorkingLevel', () => {
  const T = true;
  const F = false;
  it.each<[AdjustmentRule, boolean[], Level]>([
    ['percent', [T, T], 'A2'],
    ['percent', [F, F], 'A2'],
    ['percent', [T, T, T], 'B1'],
    ['percent', [F, T, T], 'A2'],
    ['percent', [T, F, F], 'A2'],
    ['percent', [F, F, F], 'A1'],
    ['percent', [F, F, F, T, T, T], 'B1'],
    ['percent', [T, T, T, F, F, F], 'A1'],
    ['count', [T, T], 'A2'],
    ['count', [F], 'A2'],
    ['count', [T, T, T], 'B1'],
    ['count', [F, T, T], 'B1'],
    ['count', [T, F, F], 'A1'],
    ['count', [F, F, F], 'A1'],
    ['count', [F, F, F, T, F, T], 'B1'],
  ])('%s rule after %j moves A2 to %s', (rule, pattern, expected) => {
    expect(adjustWorkingLevel(stateWith(pattern), rule).workingLevel).toBe(expected);
  });

  it('defaults to the percent rule', () => {
    expect(adjustWorkingLevel(stateWith([F, T, T])).workingLevel).toBe('A2');
  });

  it('stays within A0..C2', () => {
    expect(adjustWorkingLevel(stateWith([F, F, F], 'A0')).workingLevel).toBe('A0');
    expect(adjustWorkingLevel(stateWith([T, T, T], 'C2')).workingLevel).toBe('C2');
  });
});

describe('nextQuestion', () => {
  it('draws only unasked questions from the working level and its neighbours', () => {
    const bank = syntheticBank(2);
    const state: AssessmentState = { ...initialAssessmentState(), workingLevel: 'B1' };
    for (let seed = 0; seed < 30; seed++) {
      const q = nextQuestion(state, bank, seededRng(seed));
      expect(['A2', 'B1', 'B2']).toContain(q?.level);
    }
    expect(candidateLevels('A0')).toEqual(['A0', 'A1']);
    expect(candidateLevels('C2')).toEqual(['C1', 'C2']);
  });

  it('prefers the type with the fewest answers, ties by skill order, then the working level', () => {
    const bank = syntheticBank(1, ['A1', 'A2', 'B1']);
    const state = stateWith([true, true], 'A2', 'A2'); // two vocabulary answers (fixture default type)
    const q = nextQuestion(state, bank, () => 0);
    expect(q).toMatchObject({ type: 'grammar', level: 'A2' });
    const answeredGrammar = recordAnswer(state, q as AssessmentQuestion, 0, 5);
    expect(nextQuestion(answeredGrammar, bank, () => 0)).toMatchObject({
      type: 'comprehension',
      level: 'A2',
    });
  });

  it('falls back to a neighbouring level when the working level has no question of that type', () => {
    const bank = [
      makeQuestion({ id: 'n1', level: 'A1', type: 'grammar' }),
      makeQuestion({ id: 'w1', level: 'A2' }),
    ];
    const state = stateWith([true], 'A2', 'A2'); // one vocabulary answer already
    expect(nextQuestion(state, bank, () => 0)?.id).toBe('n1');
  });

  it('returns null when nothing is left', () => {
    const q = makeQuestion({ id: 'only', level: 'A1' });
    const state = recordAnswer({ ...initialAssessmentState(), asked: [q] }, q, 0, 1);
    expect(nextQuestion(state, [q], () => 0)).toBeNull();
    expect(shouldFinish(state, [q])).toBe(true);
  });
});

describe('shouldFinish', () => {
  const bank = syntheticBank(5);

  /** Learners who got `b1Right` B1 questions right and `a2Wrong` A2 questions wrong, at working level B2. */
  function mixed(b1Right: number, a2Wrong: number): AssessmentState {
    let state: AssessmentState = { ...initialAssessmentState(), workingLevel: 'B2' };
    bank
      .filter((q) => q.level === 'B1')
      .slice(0, b1Right)
      .forEach((q) => (state = recordAnswer(state, q, 0, 5)));
    bank
      .filter((q) => q.level === 'A2')
      .slice(0, a2Wrong)
      .forEach((q) => (state = recordAnswer(state, q, 1, 5)));
    return state;
  }

  it('finishes early at 8 answers with confidence ≥ 80', () => {
    // 6 × 4 / (6 × 4 + 2 × 3) = 80 % → B2; no B2 answers, neighbour B1 6/6 → capped 80.
    expect(shouldFinish(mixed(6, 2), bank)).toBe(true);
  });

  it('does not finish at 7 answers even with confidence ≥ 80', () => {
    // 5 × 4 / (20 + 6) = 76.9 % → B2, confidence 80, but only 7 answers.
    expect(shouldFinish(mixed(5, 2), bank)).toBe(false);
  });

  it('does not finish early when confidence is below 80', () => {
    // 8 A1 answers, 4 right: 50 % → A2; A2 unanswered, neighbour A1 4/8 → 50.
    expect(
      shouldFinish(stateWith([true, false, true, false, true, false, true, false], 'A2', 'A1'), bank),
    ).toBe(false);
  });

  it('finishes at 15 questions (MAX_QUESTIONS)', () => {
    const alternating = Array.from({ length: 15 }, (_, i) => i % 2 === 0);
    expect(shouldFinish(stateWith(alternating.slice(0, 14), 'A1', 'A1'), bank)).toBe(false);
    expect(shouldFinish(stateWith(alternating, 'A1', 'A1'), bank)).toBe(true);
  });

  it('exports the 2-second auto-advance delay', () => {
    expect(AUTO_ADVANCE_MS).toBe(2000);
  });
});
