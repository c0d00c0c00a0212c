import type { GrammarNote } from '../types';

/** Grammar notes first needed by the B1 lessons (ids unique across every notes file). */
export const B1_LESSON_NOTES: readonly GrammarNote[] = [];

/** The B1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const B1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // Unit 4: at work
  'Relative clauses with que and donde: la empresa donde trabajo': 'relatives-basic',
  'Busco un trabajo que sea…: the subjunctive for what you look for': 'relative-subjunctive',
  'Es necesario que + subjunctive in meetings': 'subjunctive-impersonal',
  'Para que + subjunctive: a purpose with another subject': 'para-que',
  'Lo que to sum up an idea: lo que pasa es que…': 'lo-que',
  'Polite conditional for complaints: querría, ¿podrían…?': 'polite-requests',
  'Two pronouns together: me lo, se lo': 'se-lo',
  'Relative pronouns after a preposition: con la que, en el que': 'preposition-relative',
  'Lo que más me gusta es…': 'lo-que',
};
