import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { createVerbIndex } from './conjugation';

describe('the verb index', () => {
  it('recognises the person of a form, accents optional', () => {
    const index = createVerbIndex(getGlossary());
    expect(index.readings('es')).toContainEqual({ lemma: 'ser', person: 2 });
    expect(index.readings('esta')).toContainEqual({ lemma: 'estar', person: 2 });
    expect(index.readings('habló')).toEqual([]);
    expect(index.infinitive('levantarse')).toBe('levantarse');
  });
});

describe('the verb index in every tense', () => {
  const index = createVerbIndex(getGlossary());

  it('reads a form as every verb, tense and person it can be', () => {
    expect(index.tensed('fui')).toEqual([
      { lemma: 'ser', tense: 'preterite', person: 0 },
      { lemma: 'ir', tense: 'preterite', person: 0 },
    ]);
    expect(index.tensed('hablaba')).toEqual([
      { lemma: 'hablar', tense: 'imperfect', person: 0 },
      { lemma: 'hablar', tense: 'imperfect', person: 2 },
    ]);
    expect(index.tensed('tuviéramos')).toEqual([
      { lemma: 'tener', tense: 'imperfect-subjunctive', person: 3 },
    ]);
    expect(index.tensed('mantendrá')).toEqual([{ lemma: 'mantener', tense: 'future', person: 2 }]);
    expect(index.tensed('durmamos')).toEqual([{ lemma: 'dormir', tense: 'present-subjunctive', person: 3 }]);
    expect(index.tensed('hay')).toContainEqual({ lemma: 'haber', tense: 'present', person: 2 });
    expect(index.tensed('libro')).toEqual([]);
  });

  it('matches accented forms only for input written without any accent', () => {
    expect(index.tensed('hablo')).toEqual([
      { lemma: 'hablar', tense: 'present', person: 0 },
      { lemma: 'hablar', tense: 'preterite', person: 2 },
    ]);
    expect(index.tensed('habló')).toEqual([{ lemma: 'hablar', tense: 'preterite', person: 2 }]);
    expect(index.tensed('pidio')).toEqual([{ lemma: 'pedir', tense: 'preterite', person: 2 }]);
    // "hablé" is written with an accent, so it does not also match "hable".
    expect(index.tensed('hablé')).toEqual([{ lemma: 'hablar', tense: 'preterite', person: 0 }]);
    expect(index.tensed('Tuvo')).toEqual([{ lemma: 'tener', tense: 'preterite', person: 2 }]);
  });

  it('finds the verb of a participle or a gerund', () => {
    expect(index.participleOf('hecho')).toBe('hacer');
    expect(index.participleOf('comido')).toBe('comer');
    expect(index.participleOf('escritas')).toBe('escribir');
    expect(index.participleOf('abiertos')).toBe('abrir');
    expect(index.participleOf('leido')).toBe('leer');
    expect(index.participleOf('casa')).toBeNull();
    expect(index.gerundOf('comiendo')).toBe('comer');
    expect(index.gerundOf('durmiendo')).toBe('dormir');
    expect(index.gerundOf('yendo')).toBe('ir');
    expect(index.gerundOf('comido')).toBeNull();
  });

  it('conjugates a lemma in a tense and person', () => {
    expect(index.form('decir', 'preterite', 5)).toBe('dijeron');
    expect(index.form('poder', 'conditional', 0)).toBe('podría');
    expect(index.form('casa', 'future', 0)).toBeNull();
  });

  it('keeps the present-only readings', () => {
    expect(index.readings('fui')).toEqual([]);
  });

  it('has the common verbs the tutor relies on', () => {
    const common =
      'ser estar ir tener hacer decir poder querer saber venir poner salir dar ver llegar llamar ' +
      'pensar creer esperar pedir necesitar sentir dormir jugar conocer vivir comer hablar ' +
      'trabajar estudiar';
    for (const verb of common.split(' ')) expect(index.infinitive(verb), verb).toBe(verb);
  });
});
