import {
  answerResponseSchema,
  assessmentResultSchema,
  eligibilitySchema,
  startAssessmentResponseSchema,
} from '../../../contracts/assessment';
import { api } from '../../lib/api-client';

/** Whether the learner may take the assessment now, and when the cooldown ends (product.md#account). */
export const fetchEligibility = () => api('/api/assessments/eligibility', {}, eligibilitySchema);

/** Starts an attempt: the first question, without its answer, and the signed attempt token. */
export const startAttempt = () =>
  api('/api/assessments/session', { body: {} }, startAssessmentResponseSchema);

/** The server checks one answer and returns the key, the explanation and the next question. */
export const answerQuestion = (body: {
  token: string;
  questionId: string;
  selectedAnswer: number;
  timeSpent: number;
}) => api('/api/assessments/answer', { body }, answerResponseSchema);

/** Finishes the attempt; the server re-scores it from the bank and saves it. */
export const finishAttempt = (body: {
  token: string;
  responses: { questionId: string; selectedAnswer: number; correct: boolean; timeSpent: number }[];
}) => api('/api/assessments', { body }, assessmentResultSchema);
