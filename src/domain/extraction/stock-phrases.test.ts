import { describe, expect, it } from 'vitest';
import { insideAny, stockSpans } from './stock-phrases';

/** The parts of the sentence the spans cover. */
function covered(sentence: string): string[] {
  return stockSpans(sentence).map(([start, end]) => sentence.slice(start, end));
}

describe('chat formulae', () => {
  it('covers each formula of a sentence, accents and capitals as the learner typed them', () => {
    expect(covered('Buenos días, me llamo Ana. ¿Qué tal?')).toEqual(['Buenos días', 'me llamo', 'Qué tal']);
    expect(stockSpans('Hasta mañana, por favor.')).toEqual([
      [0, 12],
      [14, 23],
    ]);
  });

  it('needs whole words: a formula inside a longer word is not one', () => {
    expect(covered('Hay pocos tomates a veces.')).toEqual(['a veces']);
    expect(covered('Cenamos a las tres.')).toEqual([]);
    expect(covered('Me llamaron ayer.')).toEqual([]);
  });

  it('finds nothing in a sentence without a formula', () => {
    expect(stockSpans('Quiero un café con leche.')).toEqual([]);
  });
});

describe('a word inside a formula', () => {
  const spans: [number, number][] = [
    [0, 11],
    [13, 21],
  ];

  it.each([
    [0, true], // «Buenos»
    [7, true], // «días»
    [10, true], // the last letter
    [11, false], // the comma right after
    [12, false],
    [13, true], // «me»
    [16, true], // «llamo»
    [21, false], // « Ana» after the formula
    [22, false],
  ])('the word at %i is inside: %s', (index, inside) => {
    expect(insideAny(spans, index)).toBe(inside);
  });

  it('no formula, no word inside one', () => {
    expect(insideAny([], 0)).toBe(false);
  });
});
