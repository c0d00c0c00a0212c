import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from './levels';
import {
  LessonGraphError,
  activeLessons,
  isTestedOut,
  isUnlocked,
  lessonId,
  lessonStats,
  nextLesson,
  placementLevel,
  sortLessons,
  unlockingIds,
  validatePrerequisites,
  type LessonLike,
} from './lessons';

function lesson(level: Level, order: number, prerequisites: string[] = [], isActive = true): LessonLike {
  return { id: lessonId(level, order), level, order, prerequisites, isActive };
}

// Shaped like the spec's seed data: A0 ×2, A1 ×2, A2 ×1, B1 ×1, each needing the one before.
const course = [
  lesson('B1', 1, ['lesson-a2-1']),
  lesson('A1', 2, ['lesson-a1-1']),
  lesson('A0', 1),
  lesson('A2', 1, ['lesson-a1-2']),
  lesson('A0', 2, ['lesson-a0-1']),
  lesson('A1', 1, ['lesson-a0-2']),
];

describe('lessonId and ordering', () => {
  it('builds lesson-{level lowercase}-{order}', () => {
    expect(lessonId('A0', 1)).toBe('lesson-a0-1');
    expect(lessonId('C2', 12)).toBe('lesson-c2-12');
  });
  it('sorts by level, then order', () => {
    expect(sortLessons(course).map((l) => l.id)).toEqual([
      'lesson-a0-1',
      'lesson-a0-2',
      'lesson-a1-1',
      'lesson-a1-2',
      'lesson-a2-1',
      'lesson-b1-1',
    ]);
  });
  it('puts order 10 after order 2 (numeric, not text)', () => {
    expect(sortLessons([lesson('A1', 10), lesson('A1', 2)]).map((l) => l.order)).toEqual([2, 10]);
  });
  it('orders lessons of the same level and order by id, whatever order they come in', () => {
    const twin = (id: string): LessonLike => ({
      id,
      level: 'A1',
      order: 3,
      prerequisites: [],
      isActive: true,
    });
    const ids = ['lesson-a1-3a', 'lesson-a1-3b', 'lesson-a1-3c'];
    for (const given of [
      [2, 0, 1],
      [1, 2, 0],
      [2, 1, 0],
      [0, 2, 1],
    ]) {
      expect(sortLessons(given.map((i) => twin(ids[i] as string))).map((l) => l.id)).toEqual(ids);
    }
  });
  it('keeps only active lessons', () => {
    expect(activeLessons([lesson('A0', 1), lesson('A0', 2, [], false)]).map((l) => l.id)).toEqual([
      'lesson-a0-1',
    ]);
  });
});

describe('unlocking and the next lesson', () => {
  it('unlocks when every prerequisite is completed', () => {
    const l = lesson('A2', 1, ['lesson-a1-1', 'lesson-a1-2']);
    expect(isUnlocked(l, [])).toBe(false);
    expect(isUnlocked(l, ['lesson-a1-1'])).toBe(false);
    expect(isUnlocked(l, new Set(['lesson-a1-1', 'lesson-a1-2']))).toBe(true);
    expect(isUnlocked(lesson('A0', 1), [])).toBe(true);
  });

  it('unlocks the lessons whose prerequisites are done, in course order', () => {
    const flags = sortLessons(course).map((l) => isUnlocked(l, ['lesson-a0-1']));
    expect(flags).toEqual([true, true, false, false, false, false]);
  });

  it.each([
    [[], 'lesson-a0-1'],
    [['lesson-a0-1'], 'lesson-a0-2'],
    [['lesson-a0-1', 'lesson-a0-2', 'lesson-a1-1'], 'lesson-a1-2'],
    [['lesson-a0-1', 'lesson-a0-2', 'lesson-a1-1', 'lesson-a1-2', 'lesson-a2-1', 'lesson-b1-1'], null],
  ])('after %j the next lesson is %s', (completed, expected) => {
    expect(nextLesson(course, completed)?.id ?? null).toBe(expected);
  });

  it('skips inactive lessons and locked ones', () => {
    const lessons = [lesson('A0', 1, [], false), lesson('A0', 2, ['lesson-a0-9']), lesson('A1', 1)];
    expect(nextLesson(lessons, [])?.id).toBe('lesson-a1-1');
  });
});

describe('placement: lessons below the assessed level are tested out', () => {
  it('placed at A2: the first A2 lesson opens, B1 stays locked, the next lesson is A2', () => {
    const open = unlockingIds(course, [], 'A2');
    expect(isUnlocked(course.find((l) => l.id === 'lesson-a2-1') as LessonLike, open)).toBe(true);
    expect(isUnlocked(course.find((l) => l.id === 'lesson-b1-1') as LessonLike, open)).toBe(false);
    expect(nextLesson(course, open)?.id).toBe('lesson-a2-1');
  });

  it('lower lessons stay available, marked tested out, and are not completed', () => {
    const open = unlockingIds(course, [], 'A1');
    for (const l of course.filter((c) => c.level === 'A0')) {
      expect(isUnlocked(l, open)).toBe(true);
      expect(isTestedOut(l, 'A1')).toBe(true);
    }
    expect(isTestedOut(course.find((l) => l.id === 'lesson-a1-1') as LessonLike, 'A1')).toBe(false);
    expect(lessonStats(course, []).completedLessons).toBe(0);
  });

  it('no assessment: the prerequisites alone decide', () => {
    expect([...unlockingIds(course, ['lesson-a0-1'], null)]).toEqual(['lesson-a0-1']);
    expect(nextLesson(course, unlockingIds(course, [], null))?.id).toBe('lesson-a0-1');
  });

  it('the highest assessed level places: a later lower result never locks', () => {
    expect(placementLevel([])).toBeNull();
    expect(placementLevel(['A1', 'B1', 'A2'])).toBe('B1');
    expect(placementLevel(['A0'])).toBe('A0');
  });
});

describe('lessonStats', () => {
  it('computes the stats with rounding', () => {
    const progress = [
      { lessonId: 'lesson-a0-1', timeSpent: 600, score: 80 },
      { lessonId: 'lesson-a0-2', timeSpent: 900, score: 95 },
    ];
    // 2 / 6 = 33.3 % → 33; (80 + 95) / 2 = 87.5 → 88
    expect(lessonStats(course, progress)).toEqual({
      totalLessons: 6,
      completedLessons: 2,
      completionPercentage: 33,
      totalTimeSpent: 1500,
      averageScore: 88,
    });
  });

  it('counts a replayed lesson once and ignores records of unknown lessons for completion', () => {
    const progress = [
      { lessonId: 'lesson-a0-1', timeSpent: 60, score: 50 },
      { lessonId: 'lesson-a0-1', timeSpent: 60, score: 70 },
      { lessonId: 'lesson-z9-1', timeSpent: 60, score: 90 },
    ];
    expect(lessonStats(course, progress)).toMatchObject({
      completedLessons: 1,
      completionPercentage: 17,
      totalTimeSpent: 180,
      averageScore: 70,
    });
  });

  it('is all zeros with nothing to count', () => {
    expect(lessonStats([], [])).toEqual({
      totalLessons: 0,
      completedLessons: 0,
      completionPercentage: 0,
      totalTimeSpent: 0,
      averageScore: 0,
    });
  });
});

describe('validatePrerequisites', () => {
  it('accepts a valid course', () => {
    expect(() => validatePrerequisites(course)).not.toThrow();
  });
  it.each([
    ['an unknown prerequisite', [lesson('A0', 1, ['lesson-a0-7'])], /unknown prerequisite "lesson-a0-7"/],
    ['a self-reference', [lesson('A0', 1, ['lesson-a0-1'])], /cycle: lesson-a0-1 -> lesson-a0-1/],
    [
      'a longer cycle',
      [lesson('A0', 1, ['lesson-a0-3']), lesson('A0', 2, ['lesson-a0-1']), lesson('A0', 3, ['lesson-a0-2'])],
      /cycle/,
    ],
    ['a duplicate id', [lesson('A0', 1), lesson('A0', 1)], /Duplicate lesson id/],
  ])('rejects %s', (_name, lessons, message) => {
    expect(() => validatePrerequisites(lessons)).toThrow(LessonGraphError);
    expect(() => validatePrerequisites(lessons)).toThrow(
      expect.objectContaining({ name: 'LessonGraphError' }),
    );
    expect(() => validatePrerequisites(lessons)).toThrow(message);
  });

  it('accepts any graph whose prerequisites point only to earlier lessons', () => {
    const graph = fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(graph, (prereqs) => {
        const lessons = prereqs.map((ps, i) =>
          lesson('A1', i + 1, i === 0 ? [] : ps.map((p) => lessonId('A1', (p % i) + 1))),
        );
        expect(() => validatePrerequisites(lessons)).not.toThrow();
        // Completing lessons in course order always finds the next one until all are done.
        const completed: string[] = [];
        for (let n = 0; n < lessons.length; n++) {
          const next = nextLesson(lessons, completed);
          expect(next).not.toBeNull();
          completed.push(next!.id);
        }
        expect(nextLesson(lessons, completed)).toBeNull();
      }),
    );
  });
});
