import type { Level } from '../../domain/levels';

export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adj',
  'adv',
  'pron',
  'prep',
  'conj',
  'det',
  'num',
  'interj',
  'phrase',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
export type Gender = 'm' | 'f' | 'mf';

/** One glossary headword: a Spanish lemma with its English gloss. */
export interface GlossEntry {
  lemma: string;
  pos: PartOfSpeech;
  /** Only for nouns: m, f, or mf (same form for both, e.g. estudiante). */
  gender?: Gender;
  /** English gloss; alternatives separated by "; " with the most common first. */
  gloss: string;
  /** Approximate CEFR level at which a learner meets the word. */
  level: Level;
}
