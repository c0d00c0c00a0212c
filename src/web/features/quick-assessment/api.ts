import { assessmentResultSchema } from '../../../contracts/assessment';
import { api } from '../../lib/api-client';

/** Saves the quick check; the server scores it from the answers (product.md#quick-assessment-scoring). */
export const saveQuickAssessment = (answers: { questionId: string; selectedAnswer: number }[]) =>
  api('/api/assessments/quick', { body: { answers } }, assessmentResultSchema);
