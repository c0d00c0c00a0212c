import { describe, expect, it } from 'vitest';
import { ACCENTED_LETTERS, FOLDED_LETTERS, fold } from './text';

// The one accent folding: the tutor, the extractor and the glossary use it.
describe('fold', () => {
  it.each([
    ['Cómo', 'como'],
    ['ESTÁS', 'estas'],
    ['pingüino', 'pinguino'],
    // ñ is a letter of its own: año (year) and ano are different words.
    ['Año', 'año'],
    ['NIÑO', 'niño'],
    // Decomposed input (n + combining tilde) folds the same as the composed letter.
    ['an\u0303o', 'año'],
  ])('%s -> %s', (input, output) => {
    expect(fold(input)).toBe(output);
  });

  it('keeps año and ano apart', () => {
    expect(fold('año')).not.toBe(fold('ano'));
  });
});

// The word list's search: typed without accents (English keyboards), it finds the accented word.
describe('folding for the word list search', () => {
  it.each([
    ['adiós', 'adios'],
    ['También', 'tambien'],
    ['DÍAS', 'dias'],
  ])('%s is found by %s', (word, typed) => {
    expect(fold(word)).toContain(fold(typed));
  });

  it('maps each accented letter to one letter, keeping ñ apart from n', () => {
    expect([...FOLDED_LETTERS]).toHaveLength([...ACCENTED_LETTERS].length);
    expect(FOLDED_LETTERS).toMatch(/^[a-zñ]+$/);
    expect(FOLDED_LETTERS[ACCENTED_LETTERS.indexOf('Ñ')]).toBe('ñ');
    expect(FOLDED_LETTERS[ACCENTED_LETTERS.indexOf('É')]).toBe('e');
  });
});
