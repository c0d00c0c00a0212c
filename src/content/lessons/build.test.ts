import { describe, it, expect } from 'vitest';
import { buildCurriculum, CurriculumError, CURRICULUM } from './index';
import type { LessonContent } from './schema';

const a0First = CURRICULUM[0]!;
const a0Second = CURRICULUM[1]!;
const b1Lesson = CURRICULUM.find((lesson) => lesson.id === 'lesson-b1-1')!;

describe('buildCurriculum', () => {
  it('sorts by level then order whatever the input order', () => {
    const built = buildCurriculum([{ ...b1Lesson, prerequisites: [] }, a0Second, a0First]);
    expect(built.map((lesson) => lesson.id)).toEqual(['lesson-a0-1', 'lesson-a0-2', 'lesson-b1-1']);
    expect(Object.isFrozen(built)).toBe(true);
  });

  it.each<[string, LessonContent[], RegExp]>([
    ['an invalid lesson', [{ ...a0First, duration: 90 }], /lesson-a0-1 is invalid/],
    ['a duplicate id', [a0First, a0First], /Duplicate lesson id "lesson-a0-1"/],
    [
      'an unknown prerequisite',
      [a0First, { ...a0Second, prerequisites: ['lesson-a0-9'] }],
      /unknown prerequisite "lesson-a0-9"/,
    ],
    [
      'a prerequisite cycle',
      [{ ...a0First, prerequisites: ['lesson-a0-2'] }, a0Second],
      /cycle: lesson-a0-1 -> lesson-a0-2 -> lesson-a0-1/,
    ],
  ])('rejects %s with a CurriculumError', (_label, lessons, message) => {
    expect(() => buildCurriculum(lessons)).toThrow(CurriculumError);
    expect(() => buildCurriculum(lessons)).toThrow(message);
  });
});
