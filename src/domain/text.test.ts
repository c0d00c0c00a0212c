import { describe, expect, it } from 'vitest';
import { fold } from './text';

// The one accent folding (issue 16 item 1): the tutor, the extractor and the glossary use it.
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
