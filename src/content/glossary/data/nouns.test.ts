import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseGlossary } from '../parse';
import { levelIndex } from '../../../domain/levels';
import type { GlossEntry } from '../types';
import { NOUNS_DATA } from './nouns';

const entries = parseGlossary(NOUNS_DATA, 'nouns.ts');
const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));

/** Serialises an entry back to the data-file line format. */
function toLine(entry: GlossEntry): string {
  return [entry.lemma, entry.pos, entry.gender ?? '', entry.gloss, entry.level].join('|');
}

function averageLevel(slice: GlossEntry[]): number {
  return slice.reduce((sum, entry) => sum + levelIndex(entry.level), 0) / slice.length;
}

describe('NOUNS_DATA content', () => {
  it('parses and holds at least 1,600 nouns', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1600);
  });

  it('contains nouns only, each with a gender', () => {
    const offenders = entries.filter((entry) => entry.pos !== 'noun' || entry.gender === undefined);
    expect(offenders).toEqual([]);
  });

  it('has no duplicate (lemma, pos) pair', () => {
    const seen = new Set<string>();
    const duplicates = entries
      .map((entry) => `${entry.lemma}|${entry.pos}`)
      .filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
    expect(duplicates).toEqual([]);
  });

  it('has lowercase lemmas and no empty gloss or gloss alternative', () => {
    const badLemmas = entries.filter((entry) => entry.lemma !== entry.lemma.toLowerCase());
    const badGlosses = entries.filter((entry) => entry.gloss.split('; ').some((alt) => alt.trim() === ''));
    expect(badLemmas).toEqual([]);
    expect(badGlosses).toEqual([]);
  });

  it('keeps glosses short: at most three alternatives', () => {
    const tooLong = entries.filter((entry) => entry.gloss.split('; ').length > 3);
    expect(tooLong).toEqual([]);
  });

  // Nouns whose gender learners get wrong; the data must have them right.
  it.each([
    ['día', 'm'],
    ['mapa', 'm'],
    ['problema', 'm'],
    ['idioma', 'm'],
    ['sistema', 'm'],
    ['planeta', 'm'],
    ['sofá', 'm'],
    ['tranvía', 'm'],
    ['mano', 'f'],
    ['foto', 'f'],
    ['moto', 'f'],
    ['radio', 'f'],
    ['agua', 'f'],
    ['águila', 'f'],
    ['alma', 'f'],
    ['hambre', 'f'],
    ['aula', 'f'],
    ['flor', 'f'],
    ['leche', 'f'],
    ['estudiante', 'mf'],
    ['turista', 'mf'],
    ['artista', 'mf'],
  ])('%s has gender %s', (lemma, gender) => {
    expect(byLemma.get(lemma)?.gender).toBe(gender);
  });

  it('lists a regular feminine (-o/-a) separately only when its gloss differs', () => {
    const redundant = entries.filter((entry) => {
      if (!entry.lemma.endsWith('a') || entry.gender !== 'f') return false;
      const masculine = byLemma.get(`${entry.lemma.slice(0, -1)}o`);
      return masculine !== undefined && masculine.gender === 'm' && masculine.gloss === entry.gloss;
    });
    expect(redundant).toEqual([]);
  });

  it('puts frequent (lower-level) nouns before rare ones', () => {
    const head = entries.slice(0, 200);
    const tail = entries.slice(-200);
    expect(averageLevel(head) + 2).toBeLessThan(averageLevel(tail));
    expect(head.filter((entry) => levelIndex(entry.level) > levelIndex('B1'))).toEqual([]);
  });

  it('round-trips any entry through the line format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...entries), (entry) => {
        expect(parseGlossary(toLine(entry), 'roundtrip')).toEqual([entry]);
      }),
    );
  });
});
