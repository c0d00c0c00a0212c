import type { AssessmentQuestion, AssessmentState } from '../../../domain/assessment';
import { findQuestion } from '../../../content/assessment';
import { badRequest } from '../../lib/http-errors';
import type { AttemptClaims } from './attempt-token';

/** The engine state of an attempt, rebuilt from its token; correctness comes from the bank. */
export function stateOf(claims: AttemptClaims): AssessmentState {
  const asked = claims.asked.map((id) => findQuestion(id));
  // A question removed from the bank since the attempt began: the attempt cannot be checked any more.
  if (asked.some((q) => q === undefined))
    throw badRequest('This assessment session is no longer valid.', 'invalid-token');
  const questions = asked as AssessmentQuestion[];
  const responses = claims.answers.map(([selectedAnswer, timeSpent], i) => {
    const question = questions[i] as AssessmentQuestion;
    return {
      questionId: question.id,
      selectedAnswer,
      correct: selectedAnswer === question.correctAnswer,
      timeSpent,
    };
  });
  return { workingLevel: claims.workingLevel, asked: questions, responses };
}

/** The token claims after the engine moved on. */
export function claimsOf(previous: AttemptClaims, state: AssessmentState, finished: boolean): AttemptClaims {
  return {
    ...previous,
    workingLevel: state.workingLevel,
    asked: state.asked.map((q) => q.id),
    answers: state.responses.map((r) => [r.selectedAnswer, r.timeSpent]),
    finished,
  };
}
