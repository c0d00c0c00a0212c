import { describe, expect, it } from 'vitest';
import type { AttemptsRepository } from './attempts-repository';
import type { LessonsRepository } from './repository';
import { createLessonsService, type CourseContent } from './service';

/** A made-up course: `lessons` active lessons teaching `perLesson` new expressions each. */
function fakeCourse(lessons: number, perLesson: number): CourseContent {
  return {
    units: [],
    lessons: Array.from({ length: lessons }, (_, l) => ({
      isActive: true,
      vocabulary: Array.from({ length: perLesson }, (_, e) => ({
        spanish: `palabra ${l} ${e}`,
        english: 'x',
      })),
    })),
  };
}

// The size claim reads only the course content, never the database.
const sizeOf = (course: CourseContent) =>
  createLessonsService({} as LessonsRepository, {} as AttemptsRepository, course).courseSize();

describe('the course size claim comes from the content', () => {
  it('stays hidden for a small course and shows rounded-down figures once the content bears it out', () => {
    expect(sizeOf(fakeCourse(70, 10))).toEqual({ lessons: 70, expressions: 700, claim: null });
    expect(sizeOf(fakeCourse(256, 10))).toEqual({
      lessons: 256,
      expressions: 2560,
      claim: { lessons: 250, expressions: 2500 },
    });
    expect(sizeOf(fakeCourse(273, 11)).claim).toEqual({ lessons: 270, expressions: 3000 });
  });

  it('reads the authored course by default', () => {
    const authored = createLessonsService({} as LessonsRepository, {} as AttemptsRepository).courseSize();
    expect(authored.lessons).toBeGreaterThanOrEqual(70);
  });
});
