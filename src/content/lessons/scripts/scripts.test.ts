import { describe, expect, it } from 'vitest';
import { fold } from '../../../domain/text';
import { TENSES } from '../../verbs/tenses';
import { CURRICULUM } from '../index';
import { LESSON_SCRIPTS } from './index';
import type { LessonScript } from './types';

const words = (text: string) => text.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;

function spoken(script: LessonScript) {
  return [
    ['role', script.role, 6],
    ['scene', script.scene, 20],
    ['task', script.task, 20],
    ...script.steps.map((step, i) => [`step ${i + 1}`, step.line, 20] as const),
    ['closing', script.closing, 20],
    ['listening line', script.listening.line, 20],
    ['listening question', script.listening.question, 14],
  ] as const;
}

describe('lesson scripts', () => {
  it('every active lesson has one, and no script names a lesson that does not exist', () => {
    const ids = new Set(CURRICULUM.map((lesson) => lesson.id));
    const missing = CURRICULUM.filter((lesson) => lesson.isActive && !LESSON_SCRIPTS[lesson.id]);
    expect(missing.map((lesson) => lesson.id)).toEqual([]);
    expect(Object.keys(LESSON_SCRIPTS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(CURRICULUM.filter((lesson) => LESSON_SCRIPTS[lesson.id]).map((lesson) => [lesson.id, lesson]))(
    '%s: short lines, steps that need the lesson’s expressions, a listening answer in the line',
    (_id, lesson) => {
      const script = LESSON_SCRIPTS[lesson.id] as LessonScript;
      for (const [where, line, max] of spoken(script)) {
        expect(words(line.es), `${where}: ${line.es}`).toBeLessThanOrEqual(max);
        expect(line.es.trim(), where).not.toBe('');
        expect(line.en.trim(), where).not.toBe('');
        expect(line.es, where).not.toMatch(/[“”"{}]/);
      }
      expect(script.steps.length).toBeGreaterThanOrEqual(3);
      expect(script.steps.length).toBeLessThanOrEqual(6);
      const items = new Set(lesson.vocabulary.map((item) => item.spanish));
      const expected = new Set(script.steps.flatMap((step) => step.expects));
      for (const item of expected) expect(items.has(item), `«${item}» is not a lesson expression`).toBe(true);
      // The scene is how the learner meets the expressions: most of them must be needed in it.
      expect(expected.size / items.size).toBeGreaterThanOrEqual(0.7);
      for (const step of script.steps) expect(step.expects.length, step.line.es).toBeGreaterThan(0);
      const heard = ` ${fold(script.listening.line.es).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      expect(script.listening.answers.length).toBeGreaterThan(0);
      for (const answer of script.listening.answers) {
        expect(answer).toBe(fold(answer).trim());
        expect(heard.includes(` ${answer} `), `«${answer}» is not in «${script.listening.line.es}»`).toBe(
          true,
        );
      }
      const { tenses = [], phrases = [] } = script.grammarUse;
      expect(tenses.length + phrases.length).toBeGreaterThan(0);
      for (const tense of tenses) expect(TENSES).toContain(tense);
      for (const phrase of phrases) expect(phrase).toBe(fold(phrase).trim());
    },
  );
});
