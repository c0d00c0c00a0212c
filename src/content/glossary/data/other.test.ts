import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseGlossary } from '../parse';
import type { GlossEntry, PartOfSpeech } from '../types';
import { OTHER_DATA } from './other';

const entries = parseGlossary(OTHER_DATA, 'other.ts');
const has = (lemma: string, pos: PartOfSpeech): boolean =>
  entries.some((entry) => entry.lemma === lemma && entry.pos === pos);
const countOf = (pos: PartOfSpeech): number => entries.filter((entry) => entry.pos === pos).length;
const words = (list: string): string[] => list.split(' ');
const toLine = (entry: GlossEntry): string =>
  [entry.lemma, entry.pos, entry.gender ?? '', entry.gloss, entry.level].join('|');

describe('OTHER_DATA', () => {
  it('holds at least 900 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(900);
  });

  it.each([
    ['adj', 550],
    ['adv', 140],
    ['pron', 40],
    ['prep', 15],
    ['conj', 10],
    ['det', 20],
    ['num', 101 + 11],
    ['interj', 20],
  ] as const)('has at least the planned number of %s entries (%i)', (pos, minimum) => {
    expect(countOf(pos)).toBeGreaterThanOrEqual(minimum);
  });

  it('contains no nouns, verbs or phrases (those live in their own files)', () => {
    const misplaced = entries.filter((entry) => ['noun', 'verb', 'phrase'].includes(entry.pos));
    expect(misplaced).toEqual([]);
  });

  it('lists each (lemma, pos) pair once', () => {
    const keys = entries.map((entry) => `${entry.lemma}|${entry.pos}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has lowercase, trimmed lemmas and no gender outside nouns', () => {
    const bad = entries.filter(
      (entry) =>
        entry.lemma !== entry.lemma.toLocaleLowerCase('es') ||
        entry.lemma !== entry.lemma.trim() ||
        entry.lemma.includes('  ') ||
        entry.gender !== undefined,
    );
    expect(bad).toEqual([]);
  });

  it('has no empty gloss alternative', () => {
    const bad = entries.filter((entry) => entry.gloss.split('; ').some((part) => part.trim() === ''));
    expect(bad).toEqual([]);
  });

  it('gives adjectives in the singular (no -os / -as endings)', () => {
    const plural = entries.filter((entry) => entry.pos === 'adj' && /(os|as)$/.test(entry.lemma));
    expect(plural).toEqual([]);
  });

  it.each([
    ['bueno', 'adj', 'good'],
    ['rápido', 'adj', 'fast'],
    ['feliz', 'adj', 'happy'],
    ['rápidamente', 'adv', 'quickly'],
    ['realmente', 'adv', 'really'],
    ['normalmente', 'adv', 'normally'],
    ['yo', 'pron', 'I'],
    ['me', 'pron', 'me'],
    ['mí', 'pron', 'me (after a preposition)'],
    ['conmigo', 'pron', 'with me'],
    ['mi', 'det', 'my'],
    ['mío', 'pron', 'mine'],
    ['bajo', 'prep', 'under'],
    ['sin', 'prep', 'without'],
    ['pero', 'conj', 'but'],
    ['hola', 'interj', 'hello'],
  ] as const)('glosses %s (%s) with "%s" first', (lemma, pos, firstGloss) => {
    const entry = entries.find((candidate) => candidate.lemma === lemma && candidate.pos === pos);
    expect(entry?.gloss.split('; ')[0]).toBe(firstGloss);
  });

  it.each(
    'cero uno diez quince dieciséis veinte veintidós cien ciento quinientos novecientos mil millón'.split(
      ' ',
    ),
  )('has the number %s', (lemma) => {
    expect(has(lemma, 'num')).toBe(true);
  });

  it('has every number from zero to one hundred', () => {
    // 0–29 are single words; 31–99 are written "tens y units"; 100 is cien.
    const singles = words(
      'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis ' +
        'diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco ' +
        'veintiséis veintisiete veintiocho veintinueve',
    );
    const tens = words('treinta cuarenta cincuenta sesenta setenta ochenta noventa');
    const units = singles.slice(1, 10);
    const compounds = tens.flatMap((ten) => [ten, ...units.map((unit) => `${ten} y ${unit}`)]);
    const expected = [...singles, ...compounds, 'cien'];
    expect(expected).toHaveLength(101);
    expect(expected.filter((lemma) => !has(lemma, 'num'))).toEqual([]);
  });

  it.each(words('primero segundo tercero cuarto quinto sexto séptimo octavo noveno décimo'))(
    'has the ordinal %s',
    (lemma) => {
      expect(has(lemma, 'adj')).toBe(true);
    },
  );

  it('re-parses any entry from its own serialised line (round trip)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...entries), (entry) => {
        expect(parseGlossary(toLine(entry), 'roundtrip')).toEqual([entry]);
      }),
    );
  });
});
