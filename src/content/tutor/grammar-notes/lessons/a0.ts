import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A0 lessons (ids unique across every notes file). */
export const A0_LESSON_NOTES: readonly GrammarNote[] = [];

/** The A0 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A0_LESSON_GRAMMAR: Readonly<Record<string, string>> = {};
