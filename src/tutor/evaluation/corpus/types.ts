import type { Category } from './index';

export type CorpusLevel = 'A0' | 'A1' | 'A2' | 'B1' | 'B2';

export interface CorpusSentence {
  level: CorpusLevel;
  /** What the learner typed (one message, 1–2 sentences; as learners type: sometimes missing accents or ¿, which is NOT counted as an error unless the category is 'accent'). */
  text: string;
  /** null for a correct sentence (a false alarm if flagged). Otherwise the category of its (main) error, from the list below, or 'other' when none fits. */
  error: Category | 'other' | null;
  /** For an incorrect sentence: the whole sentence fully corrected, the minimal correction a teacher would give (keep the learner's words otherwise). */
  corrected?: string;
  /** For an incorrect sentence: the wrong word(s) as written, and the right word(s). */
  wrong?: string;
  right?: string;
}
