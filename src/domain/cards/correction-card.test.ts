import { describe, expect, it } from 'vitest';
import { cardKindOf, markWrongPart } from './correction-card';

const marked = (original: string, corrected: string) =>
  markWrongPart(original, corrected)
    .filter((part) => part.wrong)
    .map((part) => part.text);

describe('markWrongPart', () => {
  it('marks the verb of «Yo soy cansado»', () => {
    expect(marked('Yo soy cansado', 'Yo estoy cansado')).toEqual(['soy']);
  });

  it('marks the tense of «Ayer voy al cine»', () => {
    expect(marked('Ayer voy al cine', 'Ayer fui al cine')).toEqual(['voy']);
  });

  it('marks the agreement of «Me gusta los perros»', () => {
    expect(marked('Me gusta los perros', 'Me gustan los perros')).toEqual(['gusta']);
  });

  it('treats a missing accent as a mistake, but not a capital letter', () => {
    expect(marked('él esta muy cansado.', 'Él está muy cansado.')).toEqual(['esta']);
  });

  it('joins neighbouring wrong words into one run with the space between them', () => {
    expect(marked('Yo tengo veinte años y yo soy de Londres', 'Tengo veinte años y soy de Londres')).toEqual([
      'Yo',
      'yo',
    ]);
    expect(marked('Mañana yo va a ir a la playa', 'Mañana voy a ir a la playa')).toEqual(['yo va']);
  });

  it('marks both neighbours of a word the learner left out', () => {
    expect(marked('Voy cine el sábado', 'Voy al cine el sábado')).toEqual(['Voy cine']);
  });

  it('gives the sentence back exactly when the runs are joined', () => {
    const original = '¿Dónde es el baño, por favor?';
    const parts = markWrongPart(original, '¿Dónde está el baño, por favor?');
    expect(parts.map((part) => part.text).join('')).toBe(original);
    expect(parts.filter((part) => part.wrong).map((part) => part.text)).toEqual(['es']);
  });

  it('marks the word next to a word added at either end of the sentence', () => {
    expect(marked('Gusta el café', 'Me gusta el café')).toEqual(['Gusta']);
    expect(marked('¿Qué hora?', '¿Qué hora es?')).toEqual(['hora']);
  });

  it('marks a contraction the correction opens into two words, and nothing around it', () => {
    expect(marked('Quiero ir al playa', 'Quiero ir a la playa')).toEqual(['al']);
    expect(marked('Estudio español por dos años', 'Estudio español desde hace dos años')).toEqual(['por']);
  });

  it('marks a dropped subject together with the words around a missing preposition', () => {
    expect(marked('Yo trabajo hospital', 'Trabajo en un hospital')).toEqual(['Yo trabajo hospital']);
  });

  it('keeps the learner’s words that the correction keeps in order, even when it adds one before them', () => {
    expect(marked('Que es difícil.', 'Es que es difícil.')).toEqual(['Que']);
  });

  it('marks the words of a wrong word order that the correction moved, not the ones it kept', () => {
    expect(marked('Trabajo en un banco también yo', 'Yo también trabajo en un banco')).toEqual([
      'Trabajo',
      'también yo',
    ]);
  });

  it('never marks the punctuation around a wrong word', () => {
    expect(markWrongPart('¿Donde está el baño?', '¿Dónde está el baño?')).toEqual([
      { text: '¿', wrong: false },
      { text: 'Donde', wrong: true },
      { text: ' está el baño?', wrong: false },
    ]);
    expect(markWrongPart('Ayer fui al cines.', 'Ayer fui al cine.')).toEqual([
      { text: 'Ayer fui al ', wrong: false },
      { text: 'cines', wrong: true },
      { text: '.', wrong: false },
    ]);
  });

  it('gives nothing to mark for an empty sentence', () => {
    expect(markWrongPart('', 'Hola.')).toEqual([]);
  });

  it('marks nothing when only punctuation or case changed', () => {
    expect(marked('hola, como estas', 'Hola, como estas?')).toEqual([]);
  });
});

describe('cardKindOf', () => {
  it('reads unknown kinds as word cards', () => {
    expect(cardKindOf('correction')).toBe('correction');
    expect(cardKindOf('word')).toBe('word');
    expect(cardKindOf('phrase')).toBe('word');
    expect(cardKindOf(undefined)).toBe('word');
  });
});
