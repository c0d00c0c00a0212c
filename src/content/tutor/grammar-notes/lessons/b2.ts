import type { GrammarNote } from '../types';

/** Grammar notes first needed by the B2 lessons (ids unique across every notes file). */
export const B2_LESSON_NOTES: readonly GrammarNote[] = [];

/** The B2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const B2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {};
