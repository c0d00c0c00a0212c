import { shiftLevel, type Level } from '../levels';
import { confidenceAt } from './confidence';
import { AnswerAlreadyRecordedError, InvalidAnswerError, NoStartingQuestionError } from './errors';
import { overallLevelFor, type ScoredAnswer } from './scoring';
import { candidateQuestions, pickRandom, pickNextQuestion } from './selection';
import type { AssessmentQuestion, AssessmentResponse } from './types';

/** Assessment length and pacing (product.md#limits). */
export const MAX_QUESTIONS = 15;
export const EARLY_FINISH_MIN_QUESTIONS = 8;
export const EARLY_FINISH_CONFIDENCE = 80;
export const AUTO_ADVANCE_MS = 2000;
export const STARTING_LEVEL: Level = 'A1';

/** The two readings of the working-level rule (product.md#assessment-flow; see ADR 0002). */
export type AdjustmentRule = 'percent' | 'count';
export const DEFAULT_ADJUSTMENT_RULE: AdjustmentRule = 'percent';
const ADJUSTMENT_WINDOW = 3;

export interface AssessmentState {
  workingLevel: Level;
  /** Questions shown so far, in order; the last one may still be unanswered. */
  asked: AssessmentQuestion[];
  responses: AssessmentResponse[];
}

/** A state before any question, at the starting level (product.md#assessment-flow). */
export function initialAssessmentState(): AssessmentState {
  return { workingLevel: STARTING_LEVEL, asked: [], responses: [] };
}

/** Starts with a random A1 vocabulary question (product.md#assessment-flow). */
export function startAssessment(bank: readonly AssessmentQuestion[], rng: () => number): AssessmentState {
  const first = pickRandom(
    bank.filter((q) => q.level === STARTING_LEVEL && q.type === 'vocabulary'),
    rng,
  );
  if (!first) throw new NoStartingQuestionError();
  return { ...initialAssessmentState(), asked: [first] };
}

/** The shown question still waiting for an answer, if any. */
export function currentQuestion(state: AssessmentState): AssessmentQuestion | null {
  const last = state.asked.at(-1);
  if (!last || state.responses.some((r) => r.questionId === last.id)) return null;
  return last;
}

/** Records one answer per question (product.md#full-assessment, product.md#assessment-flow). */
export function recordAnswer(
  state: AssessmentState,
  question: AssessmentQuestion,
  selectedAnswer: number,
  secondsSpent: number,
): AssessmentState {
  if (state.responses.some((r) => r.questionId === question.id)) {
    throw new AnswerAlreadyRecordedError(question.id);
  }
  if (!Number.isInteger(selectedAnswer) || selectedAnswer < 0 || selectedAnswer >= question.options.length) {
    throw new InvalidAnswerError(question.id, selectedAnswer);
  }
  const response: AssessmentResponse = {
    questionId: question.id,
    selectedAnswer,
    correct: selectedAnswer === question.correctAnswer,
    timeSpent: secondsSpent,
  };
  const asked = state.asked.some((q) => q.id === question.id) ? state.asked : [...state.asked, question];
  return { ...state, asked, responses: [...state.responses, response] };
}

/** Pairs each response with its question; correctness comes from recordAnswer, which checked the key. */
export function answersOf(state: AssessmentState): ScoredAnswer[] {
  return state.responses.flatMap((r) => {
    const question = state.asked.find((q) => q.id === r.questionId);
    return question ? [{ question, correct: r.correct }] : [];
  });
}

/** Levels to move for `correct` right answers out of the last 3, under `rule` (ADR 0002). */
function stepsFor(correct: number, rule: AdjustmentRule): number {
  // The count reading has no middle: 2 or 3 right move up, 0 or 1 move down.
  if (rule === 'count') return correct >= 2 ? 1 : -1;
  const share = correct / ADJUSTMENT_WINDOW;
  // Stryker disable next-line EqualityOperator: a window of 3 gives shares 0, 1/3, 2/3 and 1, never exactly 0.8
  if (share >= 0.8) return 1;
  // Stryker disable next-line EqualityOperator: a window of 3 gives shares 0, 1/3, 2/3 and 1, never exactly 0.3
  if (share <= 0.3) return -1;
  return 0;
}

/** Moves the working level by the last 3 answers (product.md#assessment-flow; ADR 0002). */
export function adjustWorkingLevel(
  state: AssessmentState,
  rule: AdjustmentRule = DEFAULT_ADJUSTMENT_RULE,
): AssessmentState {
  // Both rules judge a full window of 3; fewer answers say too little to move either way.
  if (state.responses.length < ADJUSTMENT_WINDOW) return state;
  const correct = state.responses.slice(-ADJUSTMENT_WINDOW).filter((r) => r.correct).length;
  const steps = stepsFor(correct, rule);
  return { ...state, workingLevel: shiftLevel(state.workingLevel, steps) };
}

/** The next question near the working level, or null when none is left (product.md#assessment-flow). */
export function nextQuestion(
  state: AssessmentState,
  bank: readonly AssessmentQuestion[],
  rng: () => number,
): AssessmentQuestion | null {
  return pickNextQuestion(state, bank, rng);
}

/** Whether the assessment ends now (product.md#assessment-flow, product.md#limits length limits). */
export function shouldFinish(state: AssessmentState, bank: readonly AssessmentQuestion[]): boolean {
  const answered = state.responses.length;
  if (answered >= MAX_QUESTIONS) return true;
  // product.md checks confidence from 5 answers, but an early finish needs 8, so the check starts at 8.
  if (answered >= EARLY_FINISH_MIN_QUESTIONS) {
    const answers = answersOf(state);
    if (confidenceAt(overallLevelFor(answers), answers) >= EARLY_FINISH_CONFIDENCE) return true;
  }
  return candidateQuestions(state, bank).length === 0;
}

export type AdvanceOutcome =
  | { finished: true; state: AssessmentState }
  | { finished: false; state: AssessmentState; question: AssessmentQuestion };

/** After an answer: adjust the level, then finish or show the next question (product.md#assessment-flow flow). */
export function advance(
  state: AssessmentState,
  bank: readonly AssessmentQuestion[],
  rng: () => number,
  rule: AdjustmentRule = DEFAULT_ADJUSTMENT_RULE,
): AdvanceOutcome {
  const adjusted = adjustWorkingLevel(state, rule);
  const question = shouldFinish(adjusted, bank) ? null : nextQuestion(adjusted, bank, rng);
  if (!question) return { finished: true, state: adjusted };
  return { finished: false, state: { ...adjusted, asked: [...adjusted.asked, question] }, question };
}
