import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGlossary } from './glossary';
import { GLOSSARY_ENTRIES, SPANISH_STOP_WORDS, getGlossary } from './index';
import type { GlossEntry } from './types';

const FIXTURE: GlossEntry[] = [
  { lemma: 'casa', pos: 'noun', gender: 'f', gloss: 'house; home', level: 'A0' },
  { lemma: 'casar', pos: 'verb', gloss: 'to marry (officiate)', level: 'B2' },
  { lemma: 'poder', pos: 'noun', gender: 'm', gloss: 'power', level: 'B1' },
  { lemma: 'poder', pos: 'verb', gloss: 'to be able to', level: 'A0' },
  { lemma: 'deber', pos: 'noun', gender: 'm', gloss: 'duty', level: 'A1' },
  { lemma: 'deber', pos: 'verb', gloss: 'to have to; to owe', level: 'A1' },
  { lemma: 'español', pos: 'noun', gender: 'm', gloss: 'Spanish (language)', level: 'A0' },
  { lemma: 'español', pos: 'adj', gloss: 'Spanish', level: 'A0' },
  { lemma: 'tener', pos: 'verb', gloss: 'to have', level: 'A0' },
  { lemma: 'ser', pos: 'verb', gloss: 'to be', level: 'A0' },
  { lemma: 'ir', pos: 'verb', gloss: 'to go', level: 'A0' },
  { lemma: 'rápido', pos: 'adj', gloss: 'fast', level: 'A1' },
  { lemma: 'por favor', pos: 'phrase', gloss: 'please', level: 'A0' },
  { lemma: 'qué tal', pos: 'phrase', gloss: 'how are you', level: 'A0' },
];

describe('createGlossary', () => {
  const glossary = createGlossary(FIXTURE);

  it('counts distinct headwords and keeps every entry', () => {
    expect(glossary.size).toBe(11);
    expect(glossary.entries).toHaveLength(FIXTURE.length);
    expect(glossary.has('poder')).toBe(true);
    expect(glossary.has('poderes')).toBe(false);
  });

  it('gets a sense by part of speech, else the most basic one', () => {
    expect(glossary.get('poder')?.gloss).toBe('to be able to');
    expect(glossary.get('poder', 'noun')?.gloss).toBe('power');
    expect(glossary.get('poder', 'adv')).toBeUndefined();
  });

  it.each([
    ['casa', 'casa', 'noun'],
    ['Casas', 'casa', 'noun'],
    ['tengo', 'tener', 'verb'],
    ['podemos', 'poder', 'verb'],
    ['poderes', 'poder', 'noun'],
    ['debes', 'deber', 'verb'],
    ['españolas', 'español', 'adj'],
    ['españoles', 'español', 'noun'],
    ['fuimos', 'ser', 'verb'],
    ['rapido', 'rápido', 'adj'],
    ['¿Qué tal?', 'qué tal', 'phrase'],
    ['  por   favor ', 'por favor', 'phrase'],
    ['«casa»,', 'casa', 'noun'],
  ])('looks up %j as %s (%s)', (word, lemma, pos) => {
    expect(glossary.lookup(word)).toMatchObject({ lemma, pos });
  });

  it('returns the entry fields in the extractor shape', () => {
    expect(glossary.lookup('tienes')).toEqual({ lemma: 'tener', gloss: 'to have', pos: 'verb', level: 'A0' });
  });

  it.each(['', '¿?', 'xyzzy', 'por favor no'])('finds nothing for %j', (word) => {
    expect(glossary.lookup(word)).toBeUndefined();
  });

  it('answers the same from its bounded cache, however many words went through it', () => {
    const small = createGlossary(FIXTURE, { cacheSize: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('casas', 'tengo', 'fuimos', 'rapido', 'xyz', 'qué tal')),
        (words) => {
          for (const word of words) expect(small.lookup(word)).toEqual(glossary.lookup(word));
        },
      ),
    );
  });
});

describe('the whole glossary', () => {
  const glossary = getGlossary();

  it('has at least 3,000 distinct headwords across the four files', () => {
    expect(new Set(GLOSSARY_ENTRIES.map((entry) => entry.lemma)).size).toBeGreaterThanOrEqual(3000);
    expect(glossary.size).toBeGreaterThanOrEqual(3000);
  });

  it('lists each (lemma, part of speech) pair once across files', () => {
    const keys = GLOSSARY_ENTRIES.map((entry) => `${entry.lemma}|${entry.pos}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('gives every noun a gender and nothing else one', () => {
    for (const entry of GLOSSARY_ENTRIES) {
      expect(entry.gender !== undefined, entry.lemma).toBe(entry.pos === 'noun');
    }
  });

  it('shares one glossary instance', () => {
    expect(getGlossary()).toBe(glossary);
  });

  it.each([
    ['hablamos', 'hablar'],
    ['tengo', 'tener'],
    ['casas', 'casa'],
    ['comí', 'comer'],
    ['vivieron', 'vivir'],
    ['durmió', 'dormir'],
    ['quiero', 'querer'],
    ['podemos', 'poder'],
    ['juegan', 'jugar'],
    ['pensaba', 'pensar'],
    ['llegué', 'llegar'],
    ['busqué', 'buscar'],
    ['empecé', 'empezar'],
    ['conozco', 'conocer'],
    ['hablaría', 'hablar'],
    ['comeremos', 'comer'],
    ['fuimos', 'ser'],
    ['levantándome', 'levantarse'],
    ['felices', 'feliz'],
    ['ciudades', 'ciudad'],
    ['trabajadora', 'trabajador'],
    ['dímelo', 'decir'],
  ])('looks up the inflected form %s as %s', (word, lemma) => {
    expect(glossary.lookup(word)?.lemma).toBe(lemma);
  });

  it.each(['por favor', 'buenos días', 'de nada', 'sin embargo', 'a veces', 'tener que'])(
    'knows the phrase %j',
    (phrase) => {
      expect(glossary.lookup(phrase)).toMatchObject({ lemma: phrase, pos: 'phrase' });
    },
  );

  it('re-exports the stop words, which are lower-case', () => {
    expect(SPANISH_STOP_WORDS.has('el')).toBe(true);
    for (const word of SPANISH_STOP_WORDS) expect(word).toBe(word.toLowerCase());
  });
});
