import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../domain/levels';
import { fold } from '../../../domain/text';
import { CURRICULUM } from '../../lessons';
import type { Line } from '../types';
import { GRAMMAR_NOTES, LESSON_GRAMMAR_NOTES } from './index';

// Words as a listener counts them (punctuation and «» are not words), as the tutor's replies do.
// The tutor's grammar checker runs over these Lines in src/tutor/evaluation/templates.test.ts.
function wordCount(text: string): number {
  return text.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

const ids = new Set(GRAMMAR_NOTES.map((note) => note.id));
const lessonPoints = CURRICULUM.flatMap((lesson) =>
  lesson.grammarPoints.map((point) => [lesson.id, point] as const),
);

function spoken(note: (typeof GRAMMAR_NOTES)[number]): [string, Line, number][] {
  return [
    ['answer.basic', note.answer.basic, 20],
    ['answer.richer', note.answer.richer, 20],
    ['more', note.more, 20],
    ['example', note.example, 12],
  ];
}

describe('grammar notes', () => {
  it('there are many, with unique kebab-case ids', () => {
    expect(GRAMMAR_NOTES.length).toBeGreaterThan(100);
    expect(ids.size).toBe(GRAMMAR_NOTES.length);
    for (const note of GRAMMAR_NOTES) expect(note.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(lessonPoints)('%s: «%s» is answered by a note', (_lesson, point) => {
    const id = LESSON_GRAMMAR_NOTES[point];
    expect(id).toBeDefined();
    expect(ids.has(id as string)).toBe(true);
  });

  it('maps only grammar points that a lesson has', () => {
    const points = new Set(lessonPoints.map(([, point]) => point));
    for (const point of Object.keys(LESSON_GRAMMAR_NOTES)) expect(points.has(point), point).toBe(true);
  });

  it.each(GRAMMAR_NOTES.map((note) => [note.id, note] as const))(
    '%s: short, complete, well quoted',
    (_id, note) => {
      expect(LEVELS).toContain(note.level);
      expect(note.title.en.trim()).not.toBe('');
      expect(note.title.es.trim()).not.toBe('');
      expect(note.explanation.en.trim()).not.toBe('');
      expect(note.explanation.es.trim()).not.toBe('');
      for (const [where, line, max] of spoken(note)) {
        expect(wordCount(line.es), `${where}: ${line.es}`).toBeLessThanOrEqual(max);
        expect(line.en.trim(), where).not.toBe('');
        // «» inside Spanish, “” inside English; no slots.
        expect(line.es, where).not.toMatch(/[“”"{}]/);
        expect(line.en, where).not.toMatch(/[«»"{}]/);
      }
    },
  );

  it('keys are non-empty, folded and distinct between notes', () => {
    const seen = new Map<string, string>();
    for (const note of GRAMMAR_NOTES) {
      expect(note.keys.length, note.id).toBeGreaterThan(0);
      for (const way of note.keys) {
        expect(way.length, note.id).toBeGreaterThan(0);
        for (const key of way) {
          expect(key.trim(), note.id).not.toBe('');
          expect(fold(key), note.id).toBe(key);
          expect(key, note.id).toBe(key.trim());
        }
      }
      const canonical = JSON.stringify(note.keys.map((way) => [...way].sort()).sort());
      expect(seen.get(canonical), `${note.id} has the same keys as ${seen.get(canonical)}`).toBeUndefined();
      seen.set(canonical, note.id);
    }
  });
});
