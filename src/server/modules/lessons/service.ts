import type {
  LessonDetail,
  LessonListResponse,
  LessonProgressRequest,
  LessonProgressResponse,
  LessonStatsResponse,
} from '../../../contracts/lessons';
import { isUnlocked, lessonStats, nextLesson, sortLessons } from '../../../domain/lessons';
import { learnerTargetsUsed } from '../../../content/lessons/learner-targets';
import { isLevel, type Level } from '../../../domain/levels';
import { HttpError, notFound } from '../../lib/http-errors';
import type { LessonsRepository, ProgressRow } from './repository';
import { toDetail, toSummary, type SummaryRow } from './to-lesson';

export const LESSON_NOT_FOUND = 'Lesson not found';

export function createLessonsService(repo: LessonsRepository) {
  /** Active lessons in course order and the learner's records, keyed by lesson id. */
  async function load(userId: string) {
    const [rows, progress] = await Promise.all([repo.activeSummaries(), repo.progress(userId)]);
    // A row with a level this version does not know cannot be placed in the course: skip it.
    const lessons: SummaryRow[] = sortLessons(
      rows.flatMap((row) => (isLevel(row.level) ? [{ ...row, level: row.level }] : [])),
    );
    const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
    return { lessons, progress, byLesson, completed: new Set(byLesson.keys()) };
  }

  /** The rule's figures over active lessons only (spec doc 2 §3, §4 "Only lessons with isActive"). */
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
      const { lessons, progress, byLesson, completed } = await load(userId);
      return {
        lessons: lessons
          .filter((lesson) => !level || lesson.level === level)
          .map((lesson) => toSummary(lesson, isUnlocked(lesson, completed), byLesson.get(lesson.id))),
        nextLessonId: nextLesson(lessons, completed)?.id ?? null,
        stats: stats(lessons, progress),
      };
    },

    async stats(userId: string): Promise<LessonStatsResponse> {
      const { lessons, progress } = await load(userId);
      return stats(lessons, progress);
    },

    async get(userId: string, id: string): Promise<LessonDetail> {
      const [lesson, { byLesson, completed }] = await Promise.all([activeLesson(id), load(userId)]);
      return toDetail(lesson, isUnlocked(lesson, completed), byLesson.get(id));
    },

    /** Completing a lesson: score, record, and the lessons it unlocks (spec doc 2 §3, §4; issue 5). */
    async complete(
      userId: string,
      id: string,
      input: LessonProgressRequest,
      now: Date,
    ): Promise<LessonProgressResponse> {
      const [lesson, { lessons, completed }] = await Promise.all([activeLesson(id), load(userId)]);
      if (!isUnlocked(lesson, completed)) {
        const missing = lessons.filter((l) => lesson.prerequisites.includes(l.id) && !completed.has(l.id));
        const names = missing.map((l) => `"${l.title}"`).join(', ');
        throw new HttpError(409, `This lesson is locked. Complete ${names} first.`, 'lesson-locked', {
          missingPrerequisites: missing.map((l) => l.id),
        });
      }
      // Targets the learner used, lemmatised ("me levanto" counts for levantarse), never the tutor's.
      const { score } = learnerTargetsUsed(lesson, [input.learnerText]);
      const row = await repo.recordCompletion({
        userId,
        lessonId: id,
        score,
        timeSpent: input.timeSpent,
        now,
      });
      await repo.syncLessonsCompleted(userId);
      const after = new Set([...completed, id]);
      const newlyUnlocked = lessons
        .filter((l) => !after.has(l.id) && !isUnlocked(l, completed) && isUnlocked(l, after))
        .map((l) => l.id);
      return { score, bestScore: row.score, completed: true, newlyUnlocked };
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
