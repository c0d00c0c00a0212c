import { confidenceAt } from './confidence';
import { AnswerAlreadyRecordedError, InvalidAnswerError, UnknownQuestionError } from './errors';
import { recommendationsFor } from './recommendations';
import { overallLevelFor, scoreAnswers, type ScoredAnswer } from './scoring';
import type { AssessmentQuestion, AssessmentResponse, AssessmentResult } from './types';

export const RESULT_VERSION = '1.0' as const;

export interface BuildAssessmentResultInput {
  userId: string;
  responses: readonly AssessmentResponse[];
  bank: readonly AssessmentQuestion[];
  startedAt: Date;
  completedAt: Date;
  isQuickAssessment?: false;
}

/**
 * Re-scores responses against the bank. A client's `correct` flag is ignored: correctness is
 * recomputed from the bank's answer key, so a tampered flag cannot raise the level.
 */
export function rescoreResponses(
  responses: readonly AssessmentResponse[],
  bank: readonly AssessmentQuestion[],
): { responses: AssessmentResponse[]; answers: ScoredAnswer[] } {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const rescored: AssessmentResponse[] = [];
  const answers: ScoredAnswer[] = [];
  for (const response of responses) {
    const question = byId.get(response.questionId);
    if (!question) throw new UnknownQuestionError(response.questionId);
    if (seen.has(question.id)) throw new AnswerAlreadyRecordedError(question.id);
    seen.add(question.id);
    const { selectedAnswer } = response;
    if (
      !Number.isInteger(selectedAnswer) ||
      selectedAnswer < 0 ||
      selectedAnswer >= question.options.length
    ) {
      throw new InvalidAnswerError(question.id, selectedAnswer);
    }
    const correct = selectedAnswer === question.correctAnswer;
    rescored.push({ ...response, correct });
    answers.push({ question, correct });
  }
  return { responses: rescored, answers };
}

/** The full-assessment result document (product.md#assessment-scoring level and confidence). */
export function buildAssessmentResult(input: BuildAssessmentResultInput): AssessmentResult {
  const { responses, answers } = rescoreResponses(input.responses, input.bank);
  const scoring = scoreAnswers(answers);
  const overallLevel = overallLevelFor(answers);
  // A clock that runs backwards between start and finish is recorded as 0 rather than negative.
  const duration = Math.max(0, Math.round((input.completedAt.getTime() - input.startedAt.getTime()) / 1000));
  return {
    userId: input.userId,
    overallLevel,
    confidence: confidenceAt(overallLevel, answers),
    completedAt: input.completedAt,
    scoring,
    responses,
    duration,
    version: RESULT_VERSION,
    recommendations: recommendationsFor(overallLevel, scoring),
    isQuickAssessment: false,
  };
}
