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
  });
});
