import { describe, expect, it } from 'vitest';
import { LEVELS, levelIndex } from '../../../domain/levels';
import { parseGlossary } from '../parse';
import { VERBS_DATA } from './verbs';

const verbs = parseGlossary(VERBS_DATA, 'verbs.ts');
const INFINITIVE = /^[a-záéíóúñü]*(?:ar|er|ir|ír)(?:se)?$/;

describe('VERBS_DATA', () => {
  it('has at least 700 verbs', () => {
    expect(verbs.length).toBeGreaterThanOrEqual(700);
  });

  it('lists each verb once', () => {
    const lemmas = verbs.map((entry) => entry.lemma);
    expect(lemmas.filter((lemma, i) => lemmas.indexOf(lemma) !== i)).toEqual([]);
  });

  it('holds only verbs, without gender, as lower-case infinitives', () => {
    for (const entry of verbs) {
      expect(entry.pos, entry.lemma).toBe('verb');
      expect(entry.gender, entry.lemma).toBeUndefined();
      expect(entry.lemma, entry.lemma).toMatch(INFINITIVE);
    }
  });

  it('glosses every sense as an English infinitive ("to …"), without empty alternatives', () => {
    for (const entry of verbs) {
      for (const sense of entry.gloss.split('; ')) expect(sense, entry.lemma).toMatch(/^to \S/);
    }
  });

  it('starts with the most frequent verbs', () => {
    expect(verbs.slice(0, 7).map((entry) => entry.lemma)).toEqual([
      'ser',
      'estar',
      'tener',
      'hacer',
      'ir',
      'poder',
      'decir',
    ]);
  });

  it('orders the file from the first words to the rarest (levels never go down)', () => {
    const levels = verbs.map((entry) => levelIndex(entry.level));
    levels.forEach((level, i) => expect(level).toBeGreaterThanOrEqual(levels[i - 1] ?? 0));
    expect(new Set(verbs.map((entry) => entry.level)).size).toBeGreaterThanOrEqual(LEVELS.length - 1);
  });

  it.each([
    ['irse', 'to leave'],
    ['quedarse', 'to stay'],
    ['llamarse', 'to be called'],
    ['acordarse', 'to remember'],
    ['levantarse', 'to get up'],
  ])('lists the pronominal verb %s (%s) on its own', (lemma, meaning) => {
    expect(verbs.find((entry) => entry.lemma === lemma)?.gloss).toContain(meaning);
  });
});
