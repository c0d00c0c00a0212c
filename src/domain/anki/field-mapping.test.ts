import { describe, expect, it } from 'vitest';
import { guessFieldMapping, spanishness } from './field-mapping';

describe('guessFieldMapping by name', () => {
  it('reads English and Spanish field names, whatever their case and accents', () => {
    expect(guessFieldMapping(['English', 'Spanish', 'Example sentence'], [])).toEqual({
      word: 1,
      translation: 0,
      example: 2,
      definition: null,
    });
    expect(guessFieldMapping(['Palabra', 'Traducción', 'Ejemplo', 'Notas'], [])).toEqual({
      word: 0,
      translation: 1,
      example: 2,
      definition: 3,
    });
    expect(guessFieldMapping(['Word', 'Translation', 'Context', 'Definition'], [])).toEqual({
      word: 0,
      translation: 1,
      example: 2,
      definition: 3,
    });
  });

  it('reads names with accents, underscores, dashes and stray spaces', () => {
    expect(guessFieldMapping(['Notas', 'Inglés', 'Español'], [])).toEqual({
      word: 2,
      translation: 1,
      example: null,
      definition: 0,
    });
    for (const example of ['Example_Sentence', 'Example - Sentence', ' Example  sentence ']) {
      expect(guessFieldMapping(['Word', 'Meaning', example], [])).toMatchObject({ example: 2 });
    }
  });

  it('gives a named field one role only: the word is sought among the others', () => {
    expect(guessFieldMapping(['English', 'Field 2'], [])).toMatchObject({ word: 1, translation: 0 });
  });

  it('reads a cloze note type: the text holds the word, the extra its meaning', () => {
    expect(guessFieldMapping(['Text', 'Back Extra'], [])).toMatchObject({ word: 0, translation: 1 });
  });

  it('turns Front/Back round when the back is the Spanish side', () => {
    const samples = [
      ['the dog', 'el perro'],
      ['to eat', 'comer'],
      ['Where is it?', '¿Dónde está?'],
    ];
    expect(guessFieldMapping(['Front', 'Back'], samples)).toMatchObject({ word: 1, translation: 0 });
    const spanishFront = samples.map(([english = '', spanish = '']) => [spanish, english]);
    expect(guessFieldMapping(['Front', 'Back'], spanishFront)).toMatchObject({ word: 0, translation: 1 });
  });

  it('keeps named languages even when the content looks the other way', () => {
    expect(guessFieldMapping(['Spanish', 'English'], [['the cat', 'el gato']])).toMatchObject({
      word: 0,
      translation: 1,
    });
    // One side named for its language is enough.
    expect(guessFieldMapping(['Spanish', 'Back'], [['the cat', 'el gato']])).toMatchObject({
      word: 0,
      translation: 1,
    });
    expect(guessFieldMapping(['Front', 'English'], [['the cat', 'el gato']])).toMatchObject({
      word: 0,
      translation: 1,
    });
  });

  it('turns Front/Back round only when both sides hold text and the back is more Spanish', () => {
    const kept = { word: 0, translation: 1 };
    expect(
      guessFieldMapping(
        ['Front', 'Back'],
        [
          ['the dog', ''],
          ['to eat', ''],
        ],
      ),
    ).toMatchObject(kept);
    expect(guessFieldMapping(['Front', 'Back'], [['', 'el perro']])).toMatchObject(kept);
    // Neither side shows its language: the order stands.
    expect(guessFieldMapping(['Front', 'Back'], [['perro', 'dog']])).toMatchObject(kept);
  });

  it('never turns a cloze round, whatever its number, though its hints are English', () => {
    const samples = [
      ['{{c1::Hola::hello}}', 'Un saludo informal'],
      ['Buenos días', 'Un saludo de la mañana'],
    ];
    expect(guessFieldMapping(['Text', 'Back Extra'], samples)).toMatchObject({ word: 0, translation: 1 });
    expect(
      guessFieldMapping(['Text', 'Back Extra'], [['{{c12::Hola::hello}}', 'Un saludo informal']]),
    ).toMatchObject({ word: 0, translation: 1 });
  });
});

describe('guessFieldMapping by content', () => {
  it('picks the Spanish field as the word and a field of sentences as the example', () => {
    const samples = [
      ['house', 'casa', 'La casa es muy grande y bonita.'],
      ['year', 'año', 'El año que viene voy a España.'],
    ];
    expect(guessFieldMapping(['A', 'B', 'C'], samples)).toEqual({
      word: 1,
      translation: 0,
      example: 2,
      definition: null,
    });
  });

  it('takes the most Spanish field as the word and the least Spanish as the meaning', () => {
    const english = ['the dog', 'the house'];
    const spanish = ['el perro', 'la casa'];
    const tag = ['masculine', 'feminine'];
    const rows = (...fields: string[][]) => english.map((_, row) => fields.map((field) => field[row] ?? ''));
    expect(guessFieldMapping(['A', 'B', 'C'], rows(english, spanish, tag))).toEqual({
      word: 1,
      translation: 0,
      example: null,
      definition: null,
    });
    expect(guessFieldMapping(['A', 'B', 'C'], rows(tag, spanish, english))).toEqual({
      word: 1,
      translation: 2,
      example: null,
      definition: null,
    });
  });

  it('keeps the field order when content cannot tell', () => {
    expect(guessFieldMapping(['A', 'B', 'C'], [['perro', 'dog', 'noun']])).toMatchObject({
      word: 0,
      translation: 1,
    });
    expect(guessFieldMapping(['A', 'B', 'C'], [['el perro', 'dog', 'noun']])).toMatchObject({
      word: 0,
      translation: 1,
    });
  });

  it('judges only fields that hold text, and not fields a name has taken', () => {
    expect(guessFieldMapping(['A', 'B', 'C'], [['', 'perro', 'the dog']])).toMatchObject({
      word: 1,
      translation: 2,
    });
    expect(
      guessFieldMapping(['Notes', 'A', 'B'], [['Es muy común en España.', 'the dog', 'el perro']]),
    ).toEqual({
      word: 2,
      translation: 1,
      example: null,
      definition: 0,
    });
  });

  it('takes sentences of four words or more on average as the example, not shorter phrases', () => {
    const example = (samples: string[][]) => guessFieldMapping(['A', 'B', 'C'], samples).example;
    expect(
      example([
        ['la casa', 'the house', 'Mi casa tiene jardín.'],
        ['el perro', 'the dog', 'Mi perro come carne.'],
      ]),
    ).toBe(2);
    expect(
      example([
        ['la casa', 'the house', 'una casa grande'],
        ['el perro', 'the dog', 'un perro negro'],
      ]),
    ).toBeNull();
    // Words are counted, not spaces.
    expect(example([['la casa', 'the house', 'una casa   grande']])).toBeNull();
  });

  it('leaves a sentence card without an example: its translation is not one', () => {
    expect(guessFieldMapping(['A', 'B'], [['el perro ladra mucho', 'the dog barks a lot']])).toEqual({
      word: 0,
      translation: 1,
      example: null,
      definition: null,
    });
  });

  it('falls back to the first two fields in order', () => {
    expect(guessFieldMapping(['Field 1', 'Field 2'], [])).toEqual({
      word: 0,
      translation: 1,
      example: null,
      definition: null,
    });
  });
});

describe('spanishness', () => {
  it('scores accents, ñ, ¿¡ and Spanish function words above English', () => {
    expect(spanishness('¿Dónde está el baño?')).toBeGreaterThan(spanishness('Where is the bathroom?'));
    expect(spanishness('the cat')).toBeLessThan(0);
    expect(spanishness('')).toBe(0);
    expect(spanishness('la casa')).toBeGreaterThan(0);
    // Punctuation alone is no language.
    expect(spanishness('¿?')).toBe(0);
  });
});
