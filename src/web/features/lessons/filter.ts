import type { LessonSummary } from '../../../contracts/lessons';
import { isLevel, type Level } from '../../../domain/levels';

export const STATUS_FILTERS = ['all', 'available', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Reads the filters from the address (?show=…&level=…), ignoring unknown values. */
export function parseFilters(params: URLSearchParams): { show: StatusFilter; level: Level | null } {
  const show = params.get('show');
  const level = params.get('level');
  return {
    show: (STATUS_FILTERS as readonly string[]).includes(show ?? '') ? (show as StatusFilter) : 'all',
    level: isLevel(level) ? level : null,
  };
}

/** Available: unlocked and not yet done; Completed: done (product.md#lessons filters). */
export function filterLessons(
  lessons: readonly LessonSummary[],
  show: StatusFilter,
  level: Level | null,
): LessonSummary[] {
  return lessons.filter((lesson) => {
    if (level && lesson.level !== level) return false;
    if (show === 'available') return lesson.unlocked && !lesson.completed;
    if (show === 'completed') return lesson.completed;
    return true;
  });
}
