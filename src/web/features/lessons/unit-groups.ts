import type { LessonSummary, LessonUnit } from '../../../contracts/lessons';

export interface UnitGroup {
  /** Null for lessons that belong to no unit (listed after the units). */
  unit: LessonUnit | null;
  lessons: LessonSummary[];
}

/**
 * The shown lessons under their units, in the units' order and each unit's lesson order; units
 * with no shown lesson are left out. `units` is optional because a list saved on the device
 * before units existed has none: its lessons then form one group without a unit.
 */
export function groupByUnit(shown: readonly LessonSummary[], units: readonly LessonUnit[] = []): UnitGroup[] {
  const byId = new Map(shown.map((lesson) => [lesson.id, lesson]));
  const placed = new Set<string>();
  const groups: UnitGroup[] = [];
  for (const unit of units) {
    const lessons = unit.lessonIds.flatMap((id) => {
      const lesson = byId.get(id);
      return lesson && !placed.has(id) ? [lesson] : [];
    });
    lessons.forEach((lesson) => placed.add(lesson.id));
    if (lessons.length > 0) groups.push({ unit, lessons });
  }
  const rest = shown.filter((lesson) => !placed.has(lesson.id));
  if (rest.length > 0) groups.push({ unit: null, lessons: rest });
  return groups;
}
