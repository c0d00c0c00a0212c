/**
 * Checked material for reply slots: noun phrases and infinitives the tutor builds itself from
 * the glossary (never the learner's own spelling), each with its English translation.
 */
import type { Glossary } from '../content/glossary';
import type { Line } from '../content/tutor/types';
import { STRESSED_A_NOUNS } from '../content/tutor/grammar-words';
import { nounReading, plural, type NumberKind } from './grammar/words';

export interface Thing extends Line {
  plural: boolean;
}

/** The first English alternative of a gloss, without notes: "time (occurrence); turn" → "time". */
export function englishGloss(gloss: string): string {
  return (gloss.split(';')[0] ?? '')
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  fish: 'fish',
  sheep: 'sheep',
  people: 'people',
};

/** dog → dogs, city → cities, bus → buses. */
export function englishPlural(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop() as string;
  const plural =
    IRREGULAR_PLURALS[last] ??
    (/[^aeiou]y$/.test(last)
      ? last.slice(0, -1) + 'ies'
      : /(s|x|z|ch|sh)$/.test(last)
        ? last + 'es'
        : last + 's');
  return [...words, plural].join(' ');
}

/** «el café» / «los perros» with "coffee" / "dogs", from a noun lemma and a number. */
export function nounPhrase(lemma: string, gender: 'm' | 'f', number: NumberKind, gloss: string): Thing {
  const stressedA = number === 'sg' && gender === 'f' && STRESSED_A_NOUNS.has(lemma);
  const article =
    number === 'pl' ? (gender === 'm' ? 'los' : 'las') : gender === 'm' || stressedA ? 'el' : 'la';
  const english = englishGloss(gloss);
  return {
    es: `${article} ${number === 'pl' ? plural(lemma) : lemma}`,
    en: number === 'pl' ? englishPlural(english) : english,
    plural: number === 'pl',
  };
}

/** A learner's noun (any form) as a checked phrase, or null when the glossary does not know it. */
export function thingFromNoun(word: string, glossary: Glossary): Thing | null {
  const reading = nounReading(word, glossary);
  if (!reading || reading.gender === 'mf' || reading.flexible) return null;
  const entry = glossary.get(reading.lemma, 'noun');
  if (!entry || entry.gender !== reading.gender) return null; // «amiga» from amigo: keep it simple
  return nounPhrase(reading.lemma, reading.gender, reading.number, entry.gloss);
}

/** An infinitive with its English "to …" gloss. */
export function thingFromVerb(infinitive: string, glossary: Glossary): Thing | null {
  const entry = glossary.get(infinitive, 'verb');
  if (!entry) return null;
  return { es: entry.lemma, en: englishGloss(entry.gloss), plural: false };
}
