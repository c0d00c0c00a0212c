import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CHAT_STOCK_WORDS, SPANISH_STOP_WORDS } from './stop-words';

const contentWords = (sentence: string): string[] =>
  sentence
    .toLocaleLowerCase('es')
    .split(/\s+/)
    .filter((word) => !SPANISH_STOP_WORDS.has(word));

describe('SPANISH_STOP_WORDS', () => {
  it('holds roughly 250 forms', () => {
    expect(SPANISH_STOP_WORDS.size).toBeGreaterThanOrEqual(230);
    expect(SPANISH_STOP_WORDS.size).toBeLessThanOrEqual(320);
  });

  it.each(['es', 'son', 'está', 'hay', 'fue', 'ha', 'el', 'la', 'de', 'que', 'y', 'pero', 'nosotros', 'sus'])(
    'contains the grammar word %s',
    (word) => {
      expect(SPANISH_STOP_WORDS.has(word)).toBe(true);
    },
  );

  it.each(['casa', 'hablar', 'bueno', 'tiempo', 'bajo', 'estado', 'comer', 'familia'])(
    'leaves out the vocabulary word %s',
    (word) => {
      expect(SPANISH_STOP_WORDS.has(word)).toBe(false);
    },
  );

  it.each([
    [
      'Hoy es un día muy bonito y estoy con mi familia en la playa',
      ['hoy', 'día', 'bonito', 'familia', 'playa'],
    ],
    ['Ellos han comprado una casa cerca del mar', ['comprado', 'casa', 'cerca', 'mar']],
    ['¿Qué hay en tu mochila?', ['¿qué', 'mochila?']],
  ])('keeps only the content words of "%s"', (sentence, expected) => {
    expect(contentWords(sentence)).toEqual(expected);
  });

  it('stores every form as a single lowercase word with Spanish letters only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPANISH_STOP_WORDS), (word) => {
        expect(word).toMatch(/^[a-záéíóúüñ]+$/);
      }),
    );
  });
});

describe('CHAT_STOCK_WORDS', () => {
  it.each(['hola', 'gracias', 'bien', 'vale', 'tal', 'vez', 'adiós', 'bueno', 'claro'])(
    'holds the chat formula word %s',
    (word) => {
      expect(CHAT_STOCK_WORDS.has(word)).toBe(true);
    },
  );

  it('keeps the grammar list apart and leaves vocabulary words in neither', () => {
    expect(SPANISH_STOP_WORDS.has('hola')).toBe(false);
    for (const word of ['casa', 'madrugar', 'cocina', 'levantarse']) {
      expect(CHAT_STOCK_WORDS.has(word)).toBe(false);
      expect(SPANISH_STOP_WORDS.has(word)).toBe(false);
    }
  });
});
