import type { CourseSize } from '../../domain/course-claim';
import { fold } from '../../domain/text';
import type { LessonTargets } from './schema';

/** The same expression written with other capitals, accents or punctuation counts once. */
const expressionKey = (spanish: string) =>
  fold(spanish)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** How many active lessons the content has, and how many distinct expressions they teach. */
export function courseSize(lessons: readonly (LessonTargets & { isActive: boolean })[]): CourseSize {
  const active = lessons.filter((lesson) => lesson.isActive);
  const expressions = new Set(
    active.flatMap((lesson) => lesson.vocabulary.map((item) => expressionKey(item.spanish))),
  );
  expressions.delete('');
  return { lessons: active.length, expressions: expressions.size };
}
