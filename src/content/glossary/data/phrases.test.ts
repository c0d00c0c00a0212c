import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseGlossary } from '../parse';
import type { GlossEntry } from '../types';
import { PHRASES_DATA } from './phrases';

const entries = parseGlossary(PHRASES_DATA, 'phrases.ts');
const toLine = (entry: GlossEntry): string =>
  [entry.lemma, entry.pos, entry.gender ?? '', entry.gloss, entry.level].join('|');

describe('PHRASES_DATA', () => {
  it('holds at least 150 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
  });

  it('contains only phrases, each of at least two words', () => {
    const bad = entries.filter((entry) => entry.pos !== 'phrase' || entry.lemma.split(' ').length < 2);
    expect(bad).toEqual([]);
  });

  it('lists each lemma once', () => {
    const lemmas = entries.map((entry) => entry.lemma);
    expect(lemmas.filter((lemma, index) => lemmas.indexOf(lemma) !== index)).toEqual([]);
  });

  it('has lowercase lemmas made of letters and single spaces, and no gender', () => {
    const bad = entries.filter(
      (entry) => !/^[a-záéíóúüñ]+( [a-záéíóúüñ]+)+$/.test(entry.lemma) || entry.gender !== undefined,
    );
    expect(bad).toEqual([]);
  });

  it('has no empty gloss alternative', () => {
    const bad = entries.filter((entry) => entry.gloss.split('; ').some((part) => part.trim() === ''));
    expect(bad).toEqual([]);
  });

  it.each([
    ['tener que', 'to have to'],
    ['a veces', 'sometimes'],
    ['sin embargo', 'however'],
    ['de nada', "you're welcome"],
    ['por favor', 'please'],
    ['buenos días', 'good morning'],
    ['hay que', 'one must'],
    ['echar de menos', 'to miss (someone or something)'],
  ])('glosses "%s" with "%s" first', (lemma, firstGloss) => {
    const entry = entries.find((candidate) => candidate.lemma === lemma);
    expect(entry?.gloss.split('; ')[0]).toBe(firstGloss);
  });

  it('re-parses any entry from its own serialised line (round trip)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...entries), (entry) => {
        expect(parseGlossary(toLine(entry), 'roundtrip')).toEqual([entry]);
      }),
    );
  });
});
