import type {
  CourseSizeResponse,
  LessonDetail,
  LessonListResponse,
  LessonProgressResponse,
  LessonStatsResponse,
} from '../../../contracts/lessons';
import {
  isTestedOut,
  isUnlocked,
  lessonStats,
  nextLesson,
  placementLevel,
  sortLessons,
  unlockingIds,
} from '../../../domain/lessons';
import { isLevel, type Level } from '../../../domain/levels';
import { courseClaim } from '../../../domain/course-claim';
import { CURRICULUM, type LessonTargets } from '../../../content/lessons';
import { courseSize } from '../../../content/lessons/course-size';
import { COURSE_UNITS, type UnitContent } from '../../../content/lessons/units';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AttemptsRepository } from './attempts-repository';
import { finishAttempt } from './finish-attempt';
import type { LessonsRepository, ProgressRow } from './repository';
import { toDetail, toSummary, toUnits, type SummaryRow } from './to-lesson';

/** The authored course: what the units and the size claim are read from. */
export interface CourseContent {
  lessons: readonly (LessonTargets & { isActive: boolean })[];
  units: readonly UnitContent[];
}

const AUTHORED_COURSE: CourseContent = { lessons: CURRICULUM, units: COURSE_UNITS };

export const LESSON_NOT_FOUND = 'Lesson not found';

export function createLessonsService(
  repo: LessonsRepository,
  attempts: AttemptsRepository,
  course: CourseContent = AUTHORED_COURSE,
) {
  const size = courseSize(course.lessons);
  const sizeResponse: CourseSizeResponse = { ...size, claim: courseClaim(size) };

  /** Active lessons in course order and the learner's records, keyed by lesson id. */
  async function load(userId: string) {
    const [rows, progress, assessed, best] = await Promise.all([
      repo.activeSummaries(),
      repo.progress(userId),
      attempts.assessedLevels(userId),
      attempts.bestScores(userId),
    ]);
    // A row with a level this version does not know cannot be placed in the course: skip it.
    const lessons: SummaryRow[] = sortLessons(
      rows.flatMap((row) => (isLevel(row.level) ? [{ ...row, level: row.level }] : [])),
    );
    const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
    const completed = new Set(byLesson.keys());
    const placement = placementLevel(assessed);
    const open = unlockingIds(lessons, completed, placement);
    const stateOf = (lesson: Pick<SummaryRow, 'id' | 'level' | 'prerequisites'>) => ({
      unlocked: isUnlocked(lesson, open),
      testedOut: isTestedOut(lesson, placement),
      progress: byLesson.get(lesson.id),
      bestAttemptScore: best.get(lesson.id),
    });
    return { lessons, progress, completed, placement, open, stateOf };
  }

  /** The rule's figures over active lessons only (product.md#lesson-rules). */
  function stats(lessons: SummaryRow[], progress: ProgressRow[]): LessonStatsResponse {
    const active = new Set(lessons.map((l) => l.id));
    return lessonStats(
      lessons,
      progress.filter((p) => active.has(p.lessonId)),
    );
  }

  async function activeLesson(id: string) {
    const row = await repo.find(id);
    if (!row || !row.isActive || !isLevel(row.level)) throw notFound(LESSON_NOT_FOUND);
    return { ...row, level: row.level as Level };
  }

  return {
    async list(userId: string, level?: Level): Promise<LessonListResponse> {
      const { lessons, progress, open, stateOf } = await load(userId);
      const listed = lessons.filter((lesson) => !level || lesson.level === level);
      return {
        lessons: listed.map((l) => toSummary(l, stateOf(l))),
        units: toUnits(course.units, listed),
        // Tested-out lessons count as done here: the next lesson is one of the assessed level.
        nextLessonId: nextLesson(lessons, open)?.id ?? null,
        stats: stats(lessons, progress),
      };
    },

    /** The size of the authored course and the claim it bears out (the same for every learner). */
    courseSize(): CourseSizeResponse {
      return sizeResponse;
    },

    async stats(userId: string): Promise<LessonStatsResponse> {
      const { lessons, progress } = await load(userId);
      return stats(lessons, progress);
    },

    async get(userId: string, id: string): Promise<LessonDetail> {
      const [lesson, { stateOf }] = await Promise.all([activeLesson(id), load(userId)]);
      return toDetail(lesson, stateOf(lesson));
    },

    /**
     * The end of a lesson conversation: the server scores the attempt it recorded, and only a
     * met lesson is completed (its record written, the next lessons unlocked).
     */
    async finish(userId: string, id: string, attemptId: string): Promise<LessonProgressResponse> {
      const [lesson, { lessons, open, progress }] = await Promise.all([activeLesson(id), load(userId)]);
      if (!isUnlocked(lesson, open)) {
        const missing = lessons.filter((l) => lesson.prerequisites.includes(l.id) && !open.has(l.id));
        const names = missing.map((l) => `"${l.title}"`).join(', ');
        throw new HttpError(409, `This lesson is locked. Complete ${names} first.`, 'lesson-locked', {
          missingPrerequisites: missing.map((l) => l.id),
        });
      }
      const outcome = await finishAttempt(
        { repo, attempts },
        { userId, lesson, attemptId, progress: progress.find((p) => p.lessonId === id) },
      );
      if (!outcome.recorded) return outcome.response;
      await repo.syncLessonsCompleted(userId);
      const after = new Set([...open, id]);
      const newlyUnlocked = lessons
        .filter((l) => !after.has(l.id) && !isUnlocked(l, open) && isUnlocked(l, after))
        .map((l) => l.id);
      return { ...outcome.response, newlyUnlocked };
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
