import { initialAssessmentState, type AssessmentState } from './engine';

/** Phases of the full-assessment screen (spec doc 1 §2 "Full assessment", §4 "Full assessment flow"). */
export type AssessmentPhase = 'loading' | 'restricted' | 'intro' | 'assessment' | 'results';

export interface AssessmentFlow {
  phase: AssessmentPhase;
  engine: AssessmentState;
}

export type AssessmentFlowEvent =
  | { type: 'eligibility-loaded'; canRetake: boolean; showIntro: boolean }
  | { type: 'begin'; engine: AssessmentState }
  | { type: 'progress'; engine: AssessmentState }
  | { type: 'finish'; engine: AssessmentState }
  | { type: 'restart' };

/** The screen's first state, before eligibility is known. */
export function initialAssessmentFlow(): AssessmentFlow {
  return { phase: 'loading', engine: initialAssessmentState() };
}

/**
 * Phase transitions (spec doc 1 §4): loading → restricted when a retake is not allowed, else intro
 * (or straight to the assessment when the intro is disabled); intro → assessment → results; restart
 * returns to the intro at A1. The engine state is built outside (it needs randomness) and passed in.
 */
export function assessmentFlowReducer(flow: AssessmentFlow, event: AssessmentFlowEvent): AssessmentFlow {
  switch (event.type) {
    case 'eligibility-loaded':
      if (flow.phase !== 'loading') return flow;
      if (!event.canRetake) return { ...flow, phase: 'restricted' };
      return { ...flow, phase: event.showIntro ? 'intro' : 'assessment' };
    case 'begin':
      return flow.phase === 'intro' || flow.phase === 'assessment'
        ? { phase: 'assessment', engine: event.engine }
        : flow;
    case 'progress':
      return flow.phase === 'assessment' ? { ...flow, engine: event.engine } : flow;
    case 'finish':
      return flow.phase === 'assessment' ? { phase: 'results', engine: event.engine } : flow;
    case 'restart':
      // A restricted learner cannot restart into a new attempt; everyone else starts over at A1.
      return flow.phase === 'restricted' ? flow : { phase: 'intro', engine: initialAssessmentState() };
  }
}
