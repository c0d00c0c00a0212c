import type { Level } from '../../../domain/levels';

/** One phrase the tutor can teach: English ways to say it, the Spanish, and what the Spanish means. */
export interface PhraseEntry {
  /** English ways to say it (lowercase, without final punctuation; include common variants and contractions, e.g. ['i am tired', "i'm tired"]). */
  en: string[];
  /** The Spanish, natural and correct, as a learner would say it (first person where English is first person). Where gender changes it, give the masculine form here and the feminine in `esFeminine` (Estoy cansado / Estoy cansada). */
  es: string;
  esFeminine?: string;
  /** The English meaning to give for «¿Qué significa…?» of the Spanish (short). */
  meaning: string;
  /** Lowest level where it is taught. */
  level: Level;
}
