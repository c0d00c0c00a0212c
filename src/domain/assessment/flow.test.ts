import { describe, expect, it } from 'vitest';
import { assessmentFlowReducer, initialAssessmentFlow, type AssessmentFlow } from './flow';

const at = (phase: AssessmentFlow['phase']): AssessmentFlow => ({ phase });

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
    flow = assessmentFlowReducer(flow, { type: 'begin' });
    expect(flow).toEqual({ phase: 'assessment' });
    flow = assessmentFlowReducer(flow, { type: 'finish' });
    expect(flow.phase).toBe('results');
  });

  it('ignores a late eligibility answer once the screen has moved on', () => {
    const results = at('results');
    expect(
      assessmentFlowReducer(results, { type: 'eligibility-loaded', canRetake: false, showIntro: true }),
    ).toBe(results);
  });

  it('restarts to the intro', () => {
    expect(assessmentFlowReducer(at('results'), { type: 'restart' })).toEqual({ phase: 'intro' });
  });

  it('keeps a restricted learner restricted', () => {
    const restricted = at('restricted');
    expect(assessmentFlowReducer(restricted, { type: 'restart' }).phase).toBe('restricted');
    expect(assessmentFlowReducer(restricted, { type: 'begin' }).phase).toBe('restricted');
  });

  it.each(['intro', 'assessment', 'results'] as const)('a cooldown refusal in %s restricts', (phase) => {
    expect(assessmentFlowReducer(at(phase), { type: 'cooldown' }).phase).toBe('restricted');
  });

  it('ignores a cooldown refusal when already restricted', () => {
    const restricted = at('restricted');
    expect(assessmentFlowReducer(restricted, { type: 'cooldown' })).toBe(restricted);
  });

  it('ignores finish outside the assessment', () => {
    const intro = at('intro');
    expect(assessmentFlowReducer(intro, { type: 'finish' })).toBe(intro);
  });
});
