import { describe, expect, it } from 'vitest';
import { levelIndex } from '../levels';
import {
  advance,
  currentQuestion,
  recordAnswer,
  startAssessment,
  type AdjustmentRule,
  type AssessmentState,
} from './engine';
import { buildAssessmentResult } from './result';
import { seededRng, syntheticBank } from './test-fixtures';
import type { AssessmentQuestion } from './types';

type Learner = (q: AssessmentQuestion) => boolean;

/** Runs a whole assessment with a simulated learner; returns the final state and its result. */
function simulate(learner: Learner, seed: number, rule: AdjustmentRule = 'percent', bank = syntheticBank(4)) {
  const rng = seededRng(seed);
  let state: AssessmentState = startAssessment(bank, rng);
  for (let guard = 0; guard < 100; guard++) {
    const q = currentQuestion(state);
    if (!q) throw new Error('no current question');
    const selected = learner(q) ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
    const outcome = advance(recordAnswer(state, q, selected, 5), bank, rng, rule);
    state = outcome.state;
    if (outcome.finished) break;
  }
  const result = buildAssessmentResult({
    userId: 'u1',
    responses: state.responses,
    bank,
    startedAt: new Date(0),
    completedAt: new Date(300_000),
  });
  return { state, result };
}

describe('simulated assessments', () => {
  it.each<AdjustmentRule>(['percent', 'count'])(
    'an all-correct learner ends at B2 or above (%s rule)',
    (rule) => {
      for (let seed = 1; seed <= 10; seed++) {
        const { state, result } = simulate(() => true, seed, rule);
        expect(levelIndex(result.overallLevel)).toBeGreaterThanOrEqual(levelIndex('B2'));
        expect(levelIndex(state.workingLevel)).toBeGreaterThanOrEqual(levelIndex('B2'));
        expect(state.responses.length).toBeLessThanOrEqual(15);
      }
    },
  );

  it.each<AdjustmentRule>(['percent', 'count'])('an all-wrong learner ends at A0 or A1 (%s rule)', (rule) => {
    for (let seed = 1; seed <= 10; seed++) {
      const { result } = simulate(() => false, seed, rule);
      expect(['A0', 'A1']).toContain(result.overallLevel);
    }
  });

  it('a learner who knows up to A2 lands near A2', () => {
    const knowsUpToA2: Learner = (q) => levelIndex(q.level) <= levelIndex('A2');
    for (let seed = 1; seed <= 10; seed++) {
      const { result } = simulate(knowsUpToA2, seed);
      expect(['A2', 'B1', 'B2']).toContain(result.overallLevel);
    }
  });

  it('never asks a question twice and never exceeds 15', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = simulate((q) => q.id.length % 2 === 0, seed);
      const ids = state.responses.map((r) => r.questionId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(15);
    }
  });

  it('is deterministic for a seed', () => {
    const a = simulate((q) => q.type !== 'grammar', 42);
    const b = simulate((q) => q.type !== 'grammar', 42);
    expect(a.state.responses).toEqual(b.state.responses);
    expect(a.result).toEqual(b.result);
  });

  it('ends when a small bank runs out', () => {
    const bank = syntheticBank(1, ['A0', 'A1', 'A2']);
    const { state } = simulate(() => true, 3, 'percent', bank);
    expect(state.responses.length).toBeLessThanOrEqual(bank.length);
  });
});
