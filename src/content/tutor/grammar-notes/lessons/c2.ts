import type { GrammarNote } from '../types';

/** Grammar notes first needed by the C2 lessons (ids unique across every notes file). */
export const C2_LESSON_NOTES: readonly GrammarNote[] = [];

/** The C2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const C2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {};
