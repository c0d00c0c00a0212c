import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LEVELS } from '../../../domain/levels';
import { CURRICULUM, CurriculumError } from '../index';
import { buildUnits, COURSE_UNITS, type UnitContent } from './index';
import { unitsTable, withTable } from '../../../../scripts/units-table';

const unitOfLesson = (id: string) => COURSE_UNITS.find((u) => u.lessonIds.includes(id));

const lesson = (level: 'A0' | 'A1', order: number) => ({
  id: `lesson-${level.toLowerCase()}-${order}`,
  level,
  order,
});
const unit = (order: number, lessonIds: string[], level: 'A0' | 'A1' = 'A0'): UnitContent => ({
  id: `unit-${level.toLowerCase()}-${order}`,
  level,
  order,
  functions: 'greeting',
  grammar: 'ser',
  en: { title: `Unit ${order}`, goal: 'Goal' },
  es: { title: `Unidad ${order}`, goal: 'Meta' },
  lessonIds,
});

describe('course units', () => {
  it('put every lesson in exactly one unit of its level', () => {
    const listed = COURSE_UNITS.flatMap((u) => u.lessonIds);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(CURRICULUM.map((l) => l.id).sort());
    for (const l of CURRICULUM) expect(unitOfLesson(l.id)?.level, l.id).toBe(l.level);
  });

  it('give every level at least two units, each with a title and goal in both languages', () => {
    for (const level of LEVELS) {
      expect(COURSE_UNITS.filter((u) => u.level === level).length, level).toBeGreaterThanOrEqual(2);
    }
    for (const u of COURSE_UNITS) {
      for (const text of [u.en.title, u.en.goal, u.es.title, u.es.goal])
        expect(text.trim(), u.id).not.toBe('');
    }
  });

  it('make a path: within a unit and across units, each lesson requires the one listed before it', () => {
    for (const level of LEVELS) {
      const path = COURSE_UNITS.filter((u) => u.level === level).flatMap((u) => u.lessonIds);
      path.slice(1).forEach((id, i) => {
        expect(CURRICULUM.find((l) => l.id === id)?.prerequisites, id).toContain(path[i]);
      });
    }
  });

  it('knows no unit for an unknown lesson', () => {
    expect(unitOfLesson('lesson-a0-999')).toBeUndefined();
  });
});

describe('buildUnits', () => {
  const lessons = [lesson('A0', 1), lesson('A0', 2), lesson('A0', 3)];

  it('sorts units by level then order', () => {
    const built = buildUnits([unit(2, ['lesson-a0-3']), unit(1, ['lesson-a0-1', 'lesson-a0-2'])], lessons);
    expect(built.map((u) => u.id)).toEqual(['unit-a0-1', 'unit-a0-2']);
  });

  it.each<[string, UnitContent[], RegExp]>([
    ['a lesson in no unit', [unit(1, ['lesson-a0-1', 'lesson-a0-2'])], /every lesson of the level once/],
    [
      'a lesson in two units',
      [unit(1, ['lesson-a0-1', 'lesson-a0-2']), unit(2, ['lesson-a0-2', 'lesson-a0-3'])],
      /once/,
    ],
    ['lessons out of order', [unit(1, ['lesson-a0-2', 'lesson-a0-1', 'lesson-a0-3'])], /in lesson order/],
    [
      'a gap in unit numbers',
      [unit(1, ['lesson-a0-1']), unit(3, ['lesson-a0-2', 'lesson-a0-3'])],
      /numbered/,
    ],
    ['a lesson of another level', [unit(1, ['lesson-a0-1', 'lesson-a0-2', 'lesson-a1-3'])], /another level/],
    [
      'an id that does not match',
      [{ ...unit(1, ['lesson-a0-1', 'lesson-a0-2', 'lesson-a0-3']), id: 'unit-a0-7' }],
      /does not match/,
    ],
    [
      'an English title copied as Spanish',
      [{ ...unit(1, ['lesson-a0-1', 'lesson-a0-2', 'lesson-a0-3']), es: { title: 'Unit 1', goal: 'Meta' } }],
      /copies/,
    ],
  ])('rejects %s', (_label, units, message) => {
    expect(() => buildUnits(units, lessons)).toThrow(CurriculumError);
    expect(() => buildUnits(units, lessons)).toThrow(message);
  });
});

describe('the units table of docs/course.md', () => {
  it('is the one generated from the units (run npm run docs:units after changing a unit)', () => {
    const document = readFileSync(new URL('../../../../docs/course.md', import.meta.url), 'utf8');
    const table = unitsTable(COURSE_UNITS, (unit) => unit.lessonIds.length);
    expect(withTable(document, table)).toBe(document);
  });
});
