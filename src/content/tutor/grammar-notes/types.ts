import type { Level } from '../../../domain/levels';
import type { Line } from '../types';

/** A short grammar note Sofía can give when a learner asks about a grammar point. */
export interface GrammarNote {
  /** kebab-case, unique. */
  id: string;
  title: { en: string; es: string };
  /** Lowest CEFR level the note is for. */
  level: Level;
  /**
   * How a question names this topic: each inner list is one way, ALL of whose folded (lowercase,
   * no accents) words or short phrases must appear in the question. E.g. [['ser','estar']],
   * [['por','para']], [['preterito','imperfecto'],['preterite','imperfect']]. Spanish and English.
   */
  keys: string[][];
  /** The tutor's first answer: Spanish, at most 20 words, with its exact English translation. `basic` for A0–A2 learners (simple words), `richer` for B1+. */
  answer: { basic: Line; richer: Line };
  /** One correct model sentence (≤ 12 words) with translation. */
  example: Line;
  /** The continuation when the learner asks for more («¿y…?», «más», «otro ejemplo»): Spanish ≤ 20 words + translation. */
  more: Line;
  /** A fuller explanation for the learner's screen, 1–3 sentences, in English and in Spanish. */
  explanation: { en: string; es: string };
}
