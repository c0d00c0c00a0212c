import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A1 lessons (ids unique across every notes file). */
export const A1_LESSON_NOTES: readonly GrammarNote[] = [];

/** The A1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {};
