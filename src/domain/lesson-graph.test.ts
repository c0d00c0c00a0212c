import { describe, expect, it } from 'vitest';
import { findMissingPrerequisites, findPrerequisiteCycle } from './lesson-graph';

const lesson = (id: string, ...prerequisites: string[]) => ({ id, prerequisites });

describe('findPrerequisiteCycle (product.md#lesson-rules: a cycle would lock its lessons forever)', () => {
  it('finds none in a course where each lesson needs earlier ones', () => {
    const course = [
      lesson('lesson-a1-1'),
      lesson('lesson-a1-2', 'lesson-a1-1'),
      lesson('lesson-a1-3', 'lesson-a1-1'),
      lesson('lesson-a1-4', 'lesson-a1-2', 'lesson-a1-3'),
    ];
    expect(findPrerequisiteCycle(course)).toBeNull();
    expect(findPrerequisiteCycle([])).toBeNull();
  });

  it('reports a lesson that needs itself', () => {
    expect(findPrerequisiteCycle([lesson('lesson-a1-1', 'lesson-a1-1')])).toEqual([
      'lesson-a1-1',
      'lesson-a1-1',
    ]);
  });

  it('reports two lessons that need each other, starting from the first', () => {
    expect(
      findPrerequisiteCycle([lesson('lesson-a1-1', 'lesson-a1-2'), lesson('lesson-a1-2', 'lesson-a1-1')]),
    ).toEqual(['lesson-a1-1', 'lesson-a1-2', 'lesson-a1-1']);
  });

  it('reports only the lessons on the cycle, not the lesson that led to it', () => {
    const course = [
      lesson('lesson-a2-1', 'lesson-a1-1'),
      lesson('lesson-a1-1', 'lesson-a1-2'),
      lesson('lesson-a1-2', 'lesson-a1-1'),
    ];
    expect(findPrerequisiteCycle(course)).toEqual(['lesson-a1-1', 'lesson-a1-2', 'lesson-a1-1']);
  });

  it('finds a cycle behind a lesson already checked', () => {
    const course = [
      lesson('lesson-a1-1'),
      lesson('lesson-a1-2', 'lesson-a1-1', 'lesson-a1-4'),
      lesson('lesson-a1-3', 'lesson-a1-2'),
      lesson('lesson-a1-4', 'lesson-a1-3'),
    ];
    expect(findPrerequisiteCycle(course)).toEqual([
      'lesson-a1-2',
      'lesson-a1-4',
      'lesson-a1-3',
      'lesson-a1-2',
    ]);
  });

  it('ignores a prerequisite that names no lesson (findMissingPrerequisites reports it)', () => {
    expect(findPrerequisiteCycle([lesson('lesson-a1-1', 'lesson-z9-1')])).toBeNull();
    expect(findPrerequisiteCycle([lesson('lesson-a1-1', 'lesson-z9-1', 'lesson-a1-1')])).toEqual([
      'lesson-a1-1',
      'lesson-a1-1',
    ]);
  });

  it('walks each lesson once: 90 lessons that each need the two before them are checked at once', () => {
    // Walking a lesson again every time another needs it would take about 2^60 steps here.
    const course = Array.from({ length: 90 }, (_, i) =>
      lesson(`lesson-${i}`, ...[i - 1, i - 2].filter((j) => j >= 0).map((j) => `lesson-${j}`)),
    ).reverse();
    expect(findPrerequisiteCycle(course)).toBeNull();
    const closed = [lesson('lesson-0', 'lesson-89'), ...course.slice(0, -1)];
    expect(findPrerequisiteCycle(closed)?.length).toBeGreaterThan(2);
  });
});

describe('findMissingPrerequisites', () => {
  it('reports each unknown id with the lesson that names it', () => {
    const course = [
      lesson('lesson-a1-1'),
      lesson('lesson-a1-2', 'lesson-a1-1', 'lesson-z9-1'),
      lesson('lesson-a1-3', 'lesson-y8-1'),
    ];
    expect(findMissingPrerequisites(course)).toEqual([
      { lessonId: 'lesson-a1-2', missingId: 'lesson-z9-1' },
      { lessonId: 'lesson-a1-3', missingId: 'lesson-y8-1' },
    ]);
  });
});
