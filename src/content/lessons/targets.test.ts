import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../domain/levels';
import { fold } from '../../domain/text';
import { CURRICULUM } from './index';
import { LESSON_SCRIPTS } from './scripts';

/**
 * Expressions taught as a target in two lessons of the same level, on purpose. Each entry says
 * why; anything else repeated within a level is a copy-paste slip or a lesson that teaches nothing new.
 */
const REPEATED_ON_PURPOSE: Readonly<Record<string, string>> = {
  // Debating and reviewing both need the noun: a debate's argument, a film's plot.
  'B2 el argumento': 'lesson-b2-4 and lesson-b2-9 use it in its two senses: argument and plot',
};

describe('lesson targets', () => {
  it('repeat no expression as a target in two lessons of one level, except the listed ones', () => {
    const first = new Map<string, string>();
    const repeated: string[] = [];
    for (const lesson of CURRICULUM) {
      for (const item of lesson.vocabulary) {
        const key = `${lesson.level} ${fold(item.spanish)}`;
        const earlier = first.get(key);
        if (earlier && !REPEATED_ON_PURPOSE[key]) repeated.push(`${key}: ${earlier} and ${lesson.id}`);
        if (!earlier) first.set(key, lesson.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('give every lesson a role-play and a listening exercise in its script', () => {
    for (const lesson of CURRICULUM) {
      const script = LESSON_SCRIPTS[lesson.id];
      expect(script?.steps.length ?? 0, lesson.id).toBeGreaterThanOrEqual(3);
      expect(script?.listening.answers.length ?? 0, lesson.id).toBeGreaterThan(0);
    }
  });

  it('prints the lessons and expressions per level', () => {
    const rows = LEVELS.map((level) => {
      const lessons = CURRICULUM.filter((lesson) => lesson.level === level);
      const expressions = new Set(
        lessons.flatMap((lesson) => lesson.vocabulary.map((item) => fold(item.spanish))),
      );
      return `${level}: ${lessons.length} lessons, ${expressions.size} expressions`;
    });
    console.info(rows.join('\n'));
    expect(rows).toHaveLength(LEVELS.length);
  });
});
