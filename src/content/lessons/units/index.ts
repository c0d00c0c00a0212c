import { LEVELS, levelIndex } from '../../../domain/levels';
import { CURRICULUM, CurriculumError, type LessonContent } from '../index';
import { A0_UNITS } from './a0';
import { A1_UNITS } from './a1';
import { A2_UNITS } from './a2';
import { B1_UNITS } from './b1';
import { B2_UNITS } from './b2';
import { C1_UNITS } from './c1';
import { C2_UNITS } from './c2';
import { unitSchema, type UnitContent } from './schema';

export type { UnitContent } from './schema';

type LessonPlace = Pick<LessonContent, 'id' | 'level' | 'order'>;

/**
 * Validates the units against the lessons: every lesson in exactly one unit of its level, and the
 * units, read in order, list each level's lessons in lesson order, so the path a learner follows
 * (a unit's lessons, then the next unit, then the next level) is the lessons' own order.
 */
export function buildUnits(
  raw: readonly UnitContent[],
  lessons: readonly LessonPlace[],
): readonly UnitContent[] {
  const units = raw.map((unit) => {
    const parsed = unitSchema.safeParse(unit);
    if (!parsed.success)
      throw new CurriculumError(`unit ${String(unit.id)} is invalid: ${parsed.error.message}`);
    return parsed.data;
  });
  const sorted = [...units].sort((a, b) => levelIndex(a.level) - levelIndex(b.level) || a.order - b.order);
  for (const level of LEVELS) {
    const ofLevel = sorted.filter((unit) => unit.level === level);
    ofLevel.forEach((unit, index) => {
      if (unit.order !== index + 1)
        throw new CurriculumError(`${level} units are not numbered 1, 2, 3…: ${unit.id}`);
    });
    const listed = ofLevel.flatMap((unit) => unit.lessonIds);
    const expected = lessons
      .filter((lesson) => lesson.level === level)
      .sort((a, b) => a.order - b.order)
      .map((lesson) => lesson.id);
    if (listed.join() !== expected.join()) {
      throw new CurriculumError(
        `${level} units must list every lesson of the level once, in lesson order: listed [${listed.join(', ')}], lessons [${expected.join(', ')}]`,
      );
    }
  }
  return Object.freeze(sorted);
}

/** Every unit A0..C2, validated against the curriculum, in course order. */
export const COURSE_UNITS: readonly UnitContent[] = buildUnits(
  [...A0_UNITS, ...A1_UNITS, ...A2_UNITS, ...B1_UNITS, ...B2_UNITS, ...C1_UNITS, ...C2_UNITS],
  CURRICULUM,
);
