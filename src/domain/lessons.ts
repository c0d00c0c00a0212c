/** Lesson ordering, unlocking, stats and scoring (product.md#lesson-rules). */
import { LEVELS, levelIndex, type Level } from './levels';
import { findMissingPrerequisites, findPrerequisiteCycle } from './lesson-graph';

/** The fields of a lesson these rules need; full lesson documents satisfy it structurally. */
export interface LessonLike {
  id: string;
  level: Level;
  order: number;
  prerequisites: string[];
  isActive: boolean;
}

/** One lessonProgress record; its existence means the lesson is completed (product.md#lesson-rules). */
export interface LessonProgressLike {
  lessonId: string;
  /** Seconds. */
  timeSpent: number;
  score: number;
}

export interface LessonStats {
  totalLessons: number;
  completedLessons: number;
  completionPercentage: number;
  /** Seconds. */
  totalTimeSpent: number;
  averageScore: number;
}

/** Thrown by validatePrerequisites when the lesson graph cannot be followed. */
export class LessonGraphError extends Error {
  override name = 'LessonGraphError';
}

type IdSet = ReadonlySet<string> | readonly string[];
const asSet = (ids: IdSet): ReadonlySet<string> => (ids instanceof Set ? ids : new Set(ids));

const compareIds = (a: string, b: string): number => {
  if (a < b) return -1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: V8's sort only asks whether a comparison is below 0, so 1 and 0 for a > b order alike
  return a > b ? 1 : 0;
};

/** Lesson id in the form lesson-{level lowercase}-{order} (product.md#lesson-rules). */
export function lessonId(level: Level, order: number): string {
  return `lesson-${level.toLowerCase()}-${order}`;
}

/** Lessons in course order: by level A0..C2, then by order (product.md#lesson-rules). */
export function sortLessons<T extends LessonLike>(lessons: readonly T[]): T[] {
  return [...lessons].sort(
    (a, b) => levelIndex(a.level) - levelIndex(b.level) || a.order - b.order || compareIds(a.id, b.id),
  );
}

/** Only lessons with isActive true are shown (product.md#lesson-rules). */
export function activeLessons<T extends LessonLike>(lessons: readonly T[]): T[] {
  return lessons.filter((lesson) => lesson.isActive);
}

/** A lesson is unlocked when all its prerequisite lessons are completed (product.md#lesson-rules). */
export function isUnlocked(lesson: Pick<LessonLike, 'prerequisites'>, completedIds: IdSet): boolean {
  const completed = asSet(completedIds);
  return lesson.prerequisites.every((id) => completed.has(id));
}

/**
 * Lessons below the learner's assessed level are tested out: they count as done for unlocking
 * (so the first lessons of that level open, and the next lesson is one of them) but are not
 * completed. Returns the ids that unlock lessons: the completed ones plus the tested-out ones.
 */
export function unlockingIds(
  lessons: readonly Pick<LessonLike, 'id' | 'level'>[],
  completedIds: IdSet,
  placement: Level | null,
): Set<string> {
  const ids = new Set(asSet(completedIds));
  for (const lesson of lessons) if (isTestedOut(lesson, placement)) ids.add(lesson.id);
  return ids;
}

/** A lesson below the assessed level: available, not required. */
export function isTestedOut(lesson: Pick<LessonLike, 'level'>, placement: Level | null): boolean {
  // Stryker disable next-line ConditionalExpression: levelIndex(null) is -1, below every lesson's level
  return placement !== null && levelIndex(lesson.level) < levelIndex(placement);
}

/** The highest of the assessed levels: a lower result later never closes what a higher one opened. */
export function placementLevel(assessed: readonly Level[]): Level | null {
  return LEVELS[Math.max(...assessed.map(levelIndex))] ?? null;
}

/** The first unlocked, uncompleted, active lesson in order, or null (product.md#lesson-rules). */
export function nextLesson<T extends LessonLike>(lessons: readonly T[], completedIds: IdSet): T | null {
  const completed = asSet(completedIds);
  const next = sortLessons(activeLessons(lessons)).find(
    (lesson) => !completed.has(lesson.id) && isUnlocked(lesson, completed),
  );
  return next ?? null;
}

/**
 * Lesson stats with rounded completion percentage and average score (product.md#lesson-rules).
 * Completed counts distinct lessons of `lessons` that have a record (a replayed lesson counts once,
 * a record of a since-removed lesson not at all, so the percentage stays within 0..100). Time and
 * score use every record: time spent replaying a lesson is still time spent.
 */
export function lessonStats(
  lessons: readonly LessonLike[],
  progress: readonly LessonProgressLike[],
): LessonStats {
  const known = new Set(lessons.map((lesson) => lesson.id));
  const completed = new Set(progress.map((p) => p.lessonId).filter((id) => known.has(id)));
  const totalTimeSpent = progress.reduce((sum, p) => sum + p.timeSpent, 0);
  const scoreSum = progress.reduce((sum, p) => sum + p.score, 0);
  return {
    totalLessons: lessons.length,
    completedLessons: completed.size,
    completionPercentage: lessons.length === 0 ? 0 : Math.round((completed.size / lessons.length) * 100),
    totalTimeSpent,
    averageScore: progress.length === 0 ? 0 : Math.round(scoreSum / progress.length),
  };
}

/** Checks lesson ids are unique and prerequisites name existing lessons without cycles (product.md#lesson-rules). */
export function validatePrerequisites(lessons: readonly LessonLike[]): void {
  const seen = new Set<string>();
  for (const lesson of lessons) {
    if (seen.has(lesson.id)) throw new LessonGraphError(`Duplicate lesson id "${lesson.id}"`);
    seen.add(lesson.id);
  }
  // The graph rules are lesson-graph.ts's, the ones the curriculum loader runs.
  const missing = findMissingPrerequisites(lessons)[0];
  if (missing) {
    throw new LessonGraphError(
      `Lesson "${missing.lessonId}" has unknown prerequisite "${missing.missingId}"`,
    );
  }
  const cycle = findPrerequisiteCycle(lessons);
  if (cycle) throw new LessonGraphError(`Prerequisite cycle: ${cycle.join(' -> ')}`);
}
