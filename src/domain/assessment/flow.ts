/** Phases of the full-assessment screen (product.md#full-assessment, product.md#assessment-flow). */
export type AssessmentPhase = 'loading' | 'restricted' | 'intro' | 'assessment' | 'results';

/**
 * The screen's phase only: the adaptive engine runs on the server behind the attempt token, so the
 * browser never holds engine state (this reducer is the one owner of the phases).
 */
export interface AssessmentFlow {
  phase: AssessmentPhase;
}

export type AssessmentFlowEvent =
  | { type: 'eligibility-loaded'; canRetake: boolean; showIntro: boolean }
  | { type: 'begin' }
  | { type: 'finish' }
  | { type: 'cooldown' }
  | { type: 'restart' };

/** The screen's first state, before eligibility is known. */
export function initialAssessmentFlow(): AssessmentFlow {
  return { phase: 'loading' };
}

/**
 * Phase transitions (product.md#retake): loading → restricted when a retake is not allowed, else intro
 * (or straight to the assessment when the intro is disabled); intro → assessment → results; the
 * server refusing an attempt for its cooldown → restricted; restart returns to the intro.
 */
export function assessmentFlowReducer(flow: AssessmentFlow, event: AssessmentFlowEvent): AssessmentFlow {
  switch (event.type) {
    case 'eligibility-loaded':
      if (flow.phase !== 'loading') return flow;
      if (!event.canRetake) return { phase: 'restricted' };
      return { phase: event.showIntro ? 'intro' : 'assessment' };
    case 'begin':
      return flow.phase === 'intro' ? { phase: 'assessment' } : flow;
    case 'finish':
      return flow.phase === 'assessment' ? { phase: 'results' } : flow;
    case 'cooldown':
      return flow.phase === 'restricted' ? flow : { phase: 'restricted' };
    case 'restart':
      // A restricted learner cannot restart into a new attempt; everyone else starts over.
      return flow.phase === 'restricted' ? flow : { phase: 'intro' };
  }
}
