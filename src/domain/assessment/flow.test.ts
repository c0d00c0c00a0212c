import { describe, expect, it } from 'vitest';
import { initialAssessmentState, startAssessment } from './engine';
import { assessmentFlowReducer, initialAssessmentFlow, type AssessmentFlow } from './flow';
import { syntheticBank } from './test-fixtures';

const started = startAssessment(syntheticBank(1), () => 0);

describe('assessmentFlowReducer', () => {
  it.each([
    [false, true, 'restricted'],
    [false, false, 'restricted'],
    [true, true, 'intro'],
    [true, false, 'assessment'],
  ] as const)('canRetake %s, showIntro %s → %s', (canRetake, showIntro, phase) => {
    expect(
      assessmentFlowReducer(initialAssessmentFlow(), { type: 'eligibility-loaded', canRetake, showIntro })
        .phase,
    ).toBe(phase);
  });

  it('runs intro → assessment → results', () => {
    let flow = assessmentFlowReducer(initialAssessmentFlow(), {
      type: 'eligibility-loaded',
      canRetake: true,
      showIntro: true,
    });
    flow = assessmentFlowReducer(flow, { type: 'begin', engine: started });
    expect(flow).toEqual({ phase: 'assessment', engine: started });
    flow = assessmentFlowReducer(flow, { type: 'finish', engine: started });
    expect(flow.phase).toBe('results');
  });

  it('restarts to the intro at A1', () => {
    const results: AssessmentFlow = { phase: 'results', engine: { ...started, workingLevel: 'B2' } };
    expect(assessmentFlowReducer(results, { type: 'restart' })).toEqual({
      phase: 'intro',
      engine: initialAssessmentState(),
    });
    expect(initialAssessmentState().workingLevel).toBe('A1');
  });

  it('keeps a restricted learner restricted', () => {
    const restricted: AssessmentFlow = { phase: 'restricted', engine: initialAssessmentState() };
    expect(assessmentFlowReducer(restricted, { type: 'restart' }).phase).toBe('restricted');
    expect(assessmentFlowReducer(restricted, { type: 'begin', engine: started }).phase).toBe('restricted');
  });

  it('ignores finish outside the assessment', () => {
    const intro: AssessmentFlow = { phase: 'intro', engine: initialAssessmentState() };
    expect(assessmentFlowReducer(intro, { type: 'finish', engine: started })).toBe(intro);
  });
});
