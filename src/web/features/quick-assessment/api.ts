import { assessmentResultSchema } from '../../../contracts/assessment';
import { api } from '../../lib/api-client';

/** Saves the quick check; the server scores it from the answers (spec doc 1 §4 "On Continue"). */
export const saveQuickAssessment = (answers: { questionId: string; selectedAnswer: number }[]) =>
  api('/api/assessments/quick', { body: { answers } }, assessmentResultSchema);
