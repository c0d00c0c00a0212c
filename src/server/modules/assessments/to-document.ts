import type { AssessmentResultDocument } from '../../../contracts/assessment';
import type { AssessmentRow } from './repository';

/** Database row -> API document (rows are never the contract). */
export function toResultDocument(row: AssessmentRow): AssessmentResultDocument {
  return {
    id: row.id,
    userId: row.userId,
    overallLevel: row.overallLevel as AssessmentResultDocument['overallLevel'],
    confidence: row.confidence,
    completedAt: row.completedAt.toISOString(),
    scoring: row.scoring as AssessmentResultDocument['scoring'],
    responses: row.responses as AssessmentResultDocument['responses'],
    duration: row.duration,
    version: row.version,
    recommendations: row.recommendations,
    isQuickAssessment: row.isQuickAssessment,
  };
}
