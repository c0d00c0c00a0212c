import { levelIndex } from '../../domain/levels';
import { A0_LESSONS } from './data/a0';
import { A1_LESSONS } from './data/a1';
import { A2_LESSONS } from './data/a2';
import { B1_LESSONS } from './data/b1';
import { B2_LESSONS } from './data/b2';
import { C1_LESSONS } from './data/c1';
import { C2_LESSONS } from './data/c2';
import { LessonGraphError, validatePrerequisites } from '../../domain/lessons';
import { lessonSchema, type LessonContent } from './schema';

export type { LessonContent, LessonTargets } from './schema';

/** Raised at module load when the authored content breaks a structural rule. */
export class CurriculumError extends Error {
  override readonly name = 'CurriculumError';
}

/** Validates and orders the authored lessons; throws CurriculumError on the first broken rule. */
export function buildCurriculum(raw: readonly LessonContent[]): readonly LessonContent[] {
  const lessons = raw.map((lesson) => {
    const parsed = lessonSchema.safeParse(lesson);
    if (!parsed.success) {
      throw new CurriculumError(`lesson ${String(lesson.id)} is invalid: ${parsed.error.message}`);
    }
    return parsed.data;
  });
  try {
    validatePrerequisites(lessons);
  } catch (error) {
    if (error instanceof LessonGraphError) throw new CurriculumError(error.message);
    throw error;
  }
  // Level first, then position within the level: the order the /lessons page lists them in.
  return Object.freeze(
    [...lessons].sort((a, b) => levelIndex(a.level) - levelIndex(b.level) || a.order - b.order),
  );
}

/** The whole curriculum A0..C2, validated once here, sorted by level then order. */
export const CURRICULUM: readonly LessonContent[] = buildCurriculum([
  ...A0_LESSONS,
  ...A1_LESSONS,
  ...A2_LESSONS,
  ...B1_LESSONS,
  ...B2_LESSONS,
  ...C1_LESSONS,
  ...C2_LESSONS,
]);

const LESSONS_BY_ID = new Map(CURRICULUM.map((lesson) => [lesson.id, lesson]));

/** The authored lesson with this id, or undefined when no such lesson exists. */
export function findLesson(id: string): LessonContent | undefined {
  return LESSONS_BY_ID.get(id);
}
