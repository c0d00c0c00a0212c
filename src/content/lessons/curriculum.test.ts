import { describe, it, expect } from 'vitest';
import { LEVELS, levelIndex } from '../../domain/levels';
import { CURRICULUM, findLesson } from './index';
import { findMissingPrerequisites, findPrerequisiteCycle } from '../../domain/lesson-graph';
import { prerequisiteAncestors } from '../../../tests/support/lesson-ancestors';
import {
  lessonIdFor,
  lessonSchema,
  LESSON_CATEGORIES,
  MAX_LESSON_MINUTES,
  MIN_LESSON_MINUTES,
} from './schema';

const FIRST_LESSON = 'lesson-a0-1';
// The spec's seed data (product.md#limits): 6 sample lessons, A0 x2, A1 x2, A2 x1, B1 x1.
const SAMPLE_LESSONS_PER_LEVEL = { A0: 2, A1: 2, A2: 1, B1: 1 } as const;

const lessonsAt = (level: string) => CURRICULUM.filter((lesson) => lesson.level === level);

describe('curriculum content', () => {
  it('has at least 70 lessons and at least 10 per level', () => {
    expect(CURRICULUM.length).toBeGreaterThanOrEqual(70);
    for (const level of LEVELS) expect(lessonsAt(level).length, level).toBeGreaterThanOrEqual(10);
  });

  it.each(CURRICULUM.map((lesson) => [lesson.id, lesson] as const))('%s is schema-valid', (_id, lesson) => {
    expect(lessonSchema.safeParse(lesson).success).toBe(true);
  });

  it('has unique ids that match level and order', () => {
    const ids = CURRICULUM.map((lesson) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const lesson of CURRICULUM) expect(lesson.id).toBe(lessonIdFor(lesson.level, lesson.order));
  });

  it('numbers each level 1, 2, 3… without gaps', () => {
    for (const level of LEVELS) {
      const orders = lessonsAt(level).map((lesson) => lesson.order);
      expect(orders, level).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it('is sorted by level then order', () => {
    for (let i = 1; i < CURRICULUM.length; i += 1) {
      const previous = CURRICULUM[i - 1]!;
      const current = CURRICULUM[i]!;
      const byLevel = levelIndex(previous.level) - levelIndex(current.level);
      expect(byLevel < 0 || (byLevel === 0 && previous.order < current.order), current.id).toBe(true);
    }
  });

  it('mixes at least 3 Grammar and 3 Conversation lessons in every level', () => {
    for (const level of LEVELS) {
      for (const category of LESSON_CATEGORIES) {
        const count = lessonsAt(level).filter((lesson) => lesson.category === category).length;
        expect(count, `${level} ${category}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps every duration within 15–40 minutes', () => {
    for (const lesson of CURRICULUM) {
      expect(lesson.duration, lesson.id).toBeGreaterThanOrEqual(MIN_LESSON_MINUTES);
      expect(lesson.duration, lesson.id).toBeLessThanOrEqual(MAX_LESSON_MINUTES);
    }
  });

  it('contains the sample lessons as the first lessons of A0, A1, A2 and B1', () => {
    for (const [level, count] of Object.entries(SAMPLE_LESSONS_PER_LEVEL)) {
      for (let order = 1; order <= count; order += 1) {
        expect(findLesson(`lesson-${level.toLowerCase()}-${order}`), `${level} ${order}`).toBeDefined();
      }
    }
  });

  it('has 8–15 vocabulary items per lesson, with no Spanish entry repeated', () => {
    for (const lesson of CURRICULUM) {
      expect(lesson.vocabulary.length, lesson.id).toBeGreaterThanOrEqual(8);
      expect(lesson.vocabulary.length, lesson.id).toBeLessThanOrEqual(15);
      const spanish = lesson.vocabulary.map((item) => item.spanish.trim().toLocaleLowerCase('es'));
      expect(new Set(spanish).size, lesson.id).toBe(spanish.length);
    }
  });

  it('gives every lesson a Spanish title, description and one Spanish objective per English one', () => {
    for (const lesson of CURRICULUM) {
      expect(lesson.es.title.trim(), lesson.id).not.toBe('');
      expect(lesson.es.description.trim(), lesson.id).not.toBe('');
      expect(lesson.es.objectives, lesson.id).toHaveLength(lesson.objectives.length);
      // A copied English text is not a translation.
      expect(lesson.es.title, lesson.id).not.toBe(lesson.title);
      expect(lesson.es.description, lesson.id).not.toBe(lesson.description);
      lesson.es.objectives.forEach((objective, i) =>
        expect(objective, lesson.id).not.toBe(lesson.objectives[i]),
      );
    }
  });

  it('marks every lesson active', () => {
    expect(CURRICULUM.filter((lesson) => !lesson.isActive)).toEqual([]);
  });
});

describe('curriculum prerequisites', () => {
  it('reference existing lessons and form no cycle', () => {
    expect(findMissingPrerequisites(CURRICULUM)).toEqual([]);
    expect(findPrerequisiteCycle(CURRICULUM)).toBeNull();
  });

  it('leave only the first A0 lesson without prerequisites', () => {
    const roots = CURRICULUM.filter((lesson) => lesson.prerequisites.length === 0).map((l) => l.id);
    expect(roots).toEqual([FIRST_LESSON]);
  });

  it('lead every lesson back to the first A0 lesson', () => {
    for (const lesson of CURRICULUM.filter((l) => l.id !== FIRST_LESSON)) {
      expect(prerequisiteAncestors(CURRICULUM, lesson.id).has(FIRST_LESSON), lesson.id).toBe(true);
    }
  });

  it('never point at a later lesson or a level above', () => {
    for (const lesson of CURRICULUM) {
      for (const id of lesson.prerequisites) {
        const required = findLesson(id)!;
        const levelGap = levelIndex(lesson.level) - levelIndex(required.level);
        expect(
          levelGap > 0 || (levelGap === 0 && required.order < lesson.order),
          `${lesson.id} -> ${id}`,
        ).toBe(true);
      }
    }
  });

  it('chain each lesson to the one before it, and each level to the last lesson of the previous', () => {
    for (const [index, level] of LEVELS.entries()) {
      const lessons = lessonsAt(level);
      for (const lesson of lessons) {
        if (lesson.order > 1) {
          expect(lesson.prerequisites, lesson.id).toContain(lessonIdFor(level, lesson.order - 1));
        } else if (index > 0) {
          const previousLevel = LEVELS[index - 1]!;
          const last = lessonsAt(previousLevel).at(-1)!;
          expect(lesson.prerequisites, lesson.id).toContain(last.id);
        }
      }
    }
  });
});

describe('findLesson', () => {
  it('finds every lesson by id and nothing for unknown ids', () => {
    for (const lesson of CURRICULUM) expect(findLesson(lesson.id)).toBe(lesson);
    expect(findLesson('lesson-a0-999')).toBeUndefined();
    expect(findLesson('')).toBeUndefined();
  });
});
