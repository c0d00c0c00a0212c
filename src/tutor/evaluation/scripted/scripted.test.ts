import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../content/lessons';
import { getGlossary } from '../../../content/glossary';
import { CORRECTION_KINDS } from '../../../content/tutor/correction-kinds';
import { fold } from '../../../domain/text';
import { createGrammarChecker } from '../../grammar/engine';
import { C1_TURNS } from './c1';
import { SCRIPTED_TURNS, TURN_GROUPS } from './index';

/** The scripted learner of `npm run eval:tutor`: its shape, which the report's figures rest on. */
describe('scripted learner corpus', () => {
  it('holds at least 80 turns, every level A0–C1 with errors and correct sentences', () => {
    expect(SCRIPTED_TURNS.length).toBeGreaterThanOrEqual(80);
    for (const level of ['A0', 'A1', 'A2', 'B1', 'B2', 'C1']) {
      const sentences = SCRIPTED_TURNS.filter((turn) => turn.group === level);
      expect(sentences.filter((turn) => turn.error !== null).length, level).toBeGreaterThanOrEqual(5);
      expect(sentences.filter((turn) => turn.error === null).length, level).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(SCRIPTED_TURNS.map((turn) => turn.group))).toEqual(new Set(TURN_GROUPS));
  });

  it('labels every error with a correction kind and a corrected form that differs from it', () => {
    for (const turn of SCRIPTED_TURNS.filter((t) => t.error !== null)) {
      expect(CORRECTION_KINDS, turn.text).toContain(turn.error);
      expect(turn.accepted?.length, turn.text).toBeGreaterThan(0);
      // Accents count here: a missing accent is an error of its own.
      for (const corrected of turn.accepted ?? [])
        expect(corrected.toLowerCase()).not.toBe(turn.text.toLowerCase());
      if (turn.right) expect(fold(turn.accepted![0]!)).toContain(fold(turn.right));
    }
  });

  it('gives every help request and grammar question the words an answer names', () => {
    const requests = SCRIPTED_TURNS.filter((turn) => turn.purpose !== 'sentence');
    expect(requests.filter((turn) => turn.purpose === 'help').length).toBeGreaterThanOrEqual(5);
    expect(requests.filter((turn) => turn.purpose === 'grammar').length).toBeGreaterThanOrEqual(5);
    for (const turn of requests) expect(turn.answeredBy?.length, turn.text).toBeGreaterThan(0);
  });

  it('plays one existing lesson', () => {
    const lessons = new Set(SCRIPTED_TURNS.flatMap((turn) => (turn.lesson ? [turn.lesson] : [])));
    expect(lessons.size).toBe(1);
    for (const id of lessons) expect(findLesson(id)).toBeDefined();
  });

  it('the grammar checker finds nothing wrong in the correct C1 sentences or the accepted corrections', () => {
    const checker = createGrammarChecker(getGlossary());
    const sentences = C1_TURNS.flatMap((turn) => (turn.error === null ? [turn.text] : (turn.accepted ?? [])));
    expect(sentences.filter((sentence) => checker.check(sentence))).toEqual([]);
  });
});
