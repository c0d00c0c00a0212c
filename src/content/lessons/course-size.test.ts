import { describe, expect, it } from 'vitest';
import { courseSize } from './course-size';
import { CURRICULUM } from './index';

const lesson = (isActive: boolean, ...spanish: string[]) => ({
  isActive,
  vocabulary: spanish.map((s) => ({ spanish: s, english: 'x' })),
});

describe('courseSize', () => {
  it('counts active lessons and distinct expressions, whatever their capitals, accents and marks', () => {
    const size = courseSize([
      lesson(true, 'hola', '¿Qué tal?', 'adiós'),
      lesson(true, 'Hola', 'que tal', 'gracias'),
      lesson(false, 'perro', 'gato'),
    ]);
    expect(size).toEqual({ lessons: 2, expressions: 4 });
  });

  it('moves with the content: one more lesson with new expressions counts', () => {
    const before = courseSize(CURRICULUM);
    const after = courseSize([...CURRICULUM, lesson(true, 'zzprueba uno', 'zzprueba dos')]);
    expect(after).toEqual({ lessons: before.lessons + 1, expressions: before.expressions + 2 });
  });

  it('reports the authored course', () => {
    const size = courseSize(CURRICULUM);
    expect(size.lessons).toBe(CURRICULUM.length);
    expect(size.expressions).toBeGreaterThan(CURRICULUM.length * 5);
    console.info(`course size: ${size.lessons} lessons, ${size.expressions} distinct expressions`);
  });
});
