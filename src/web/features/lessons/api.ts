import { lessonListResponseSchema, type LessonListResponse } from '../../../contracts/lessons';
import { api } from '../../lib/api-client';

export const LESSONS_QUERY_KEY = ['lessons'] as const;

/** Every active lesson with the learner's state, the next lesson and the stats. */
export function fetchLessons(): Promise<LessonListResponse> {
  return api('/api/lessons', {}, lessonListResponseSchema);
}
