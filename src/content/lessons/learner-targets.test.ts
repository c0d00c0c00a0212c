import { describe, expect, it } from 'vitest';
import { findLesson } from '.';
import { learnerTargetsUsed } from './learner-targets';

const lesson = (id: string) => findLesson(id) ?? { vocabulary: [] };

describe('learnerTargetsUsed', () => {
  it('counts targets in the learner texts, lemmatised and accent-insensitive', () => {
    const used = learnerTargetsUsed(lesson('lesson-a0-1'), [
      'hola, buenos dias',
      'Me llamo Ana',
      '¿Como te llamas?',
    ]);
    expect(used.used).toEqual(['hola', 'buenos días', 'me llamo', '¿cómo te llamas?']);
    expect(used.total).toBe(11);
    expect(used.score).toBe(36);
  });

  it('matches an infinitive target through any form, but a conjugated target only as written', () => {
    const a13 = learnerTargetsUsed(lesson('lesson-a1-3'), ['Hablamos mucho y yo escribo cartas.']);
    expect(a13.used).toEqual(expect.arrayContaining(['hablar', 'escribir']));
    const a09 = learnerTargetsUsed(lesson('lesson-a0-9'), ['Tengo hambre.']);
    expect(a09.used).toContain('tengo');
    expect(a09.used).toContain('tener hambre');
    expect(a09.used).not.toContain('tienes');
  });

  it('ignores what the tutor said: only the texts passed in count', () => {
    expect(learnerTargetsUsed(lesson('lesson-b1-7'), ['Hola, me llamo Ana']).used).toEqual([]);
    expect(
      learnerTargetsUsed(lesson('lesson-b1-7'), ['Por fin tengo tiempo, gracias por todo']).used,
    ).toEqual(['por fin', 'gracias por']);
  });

  it('scores an empty vocabulary as complete', () => {
    expect(learnerTargetsUsed({ vocabulary: [] }, ['hola']).score).toBe(100);
  });
});

describe('learnerTargetsUsed as the lesson score', () => {
  const vocabulary = (...spanish: string[]) => ({
    vocabulary: spanish.map((s) => ({ spanish: s, english: '' })),
  });
  it.each([
    [['hola', 'adiós', 'gracias'], ['Hola, adios'], 67],
    [['hola', 'adiós', 'gracias'], [], 0],
    [['hola', 'adiós', 'gracias'], ['GRACIAS. Adiós, hola, perro'], 100],
    [['¿Cómo estás?', 'buenos días'], ['como estas, buenas'], 50],
    [['levantarse', 'desayunar'], ['Me levanto a las siete y desayuno café.'], 100],
    [['mañana'], ['Hasta manana'], 100], // typed without the tilde, still the word
    [[], ['hola'], 100],
  ])('%j in %j scores %d', (targets, texts, expected) => {
    expect(learnerTargetsUsed(vocabulary(...targets), texts).score).toBe(expected);
  });
});
