/**
 * The grammar notes that teach each kind of mistake, most relevant first: the same notes the
 * built-in tutor answers grammar questions with, shown on the learner's mistakes screen.
 */
import type { CorrectionKind } from './correction-kinds';
import { GRAMMAR_NOTES } from './grammar-notes';
import type { GrammarNote } from './grammar-notes/types';

export const KIND_NOTE_IDS: Record<CorrectionKind, readonly string[]> = {
  agreement: ['adjective-agreement', 'noun-gender'],
  'ser-estar': ['ser-estar', 'hay-esta'],
  'verb-forms': ['irregular-yo', 'estar-gerund'],
  'past-tenses': ['preterite-imperfect', 'perfect-vs-preterite'],
  subjunctive: ['subjunctive', 'si-clauses'],
  pronouns: ['object-pronouns', 'gustar-pronouns'],
  prepositions: ['por-para', 'personal-a'],
  'word-choice': ['saber-conocer', 'muy-mucho'],
  'fixed-expressions': ['tener-expressions', 'llamarse'],
  spelling: ['written-accents'],
  other: [],
};

/** The notes for a kind, in the order above. */
export function notesForKind(kind: CorrectionKind): GrammarNote[] {
  return KIND_NOTE_IDS[kind].flatMap((id) => GRAMMAR_NOTES.filter((note) => note.id === id));
}
