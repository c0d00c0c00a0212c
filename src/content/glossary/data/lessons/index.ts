import { A0_LESSON_VERB_FORMS, A0_LESSON_WORDS } from './a0';
import { A1_LESSON_VERB_FORMS, A1_LESSON_WORDS } from './a1';
import { A2_LESSON_VERB_FORMS, A2_LESSON_WORDS } from './a2';
import { B1_LESSON_VERB_FORMS, B1_LESSON_WORDS } from './b1';
import { B2_LESSON_VERB_FORMS, B2_LESSON_WORDS } from './b2';
import { C1_LESSON_VERB_FORMS, C1_LESSON_WORDS } from './c1';
import { C2_LESSON_VERB_FORMS, C2_LESSON_WORDS } from './c2';

/**
 * The lesson vocabulary files, one per level so lessons of different levels are written apart:
 * [file name for error messages, data].
 */
export const LESSON_WORD_FILES: readonly (readonly [string, string])[] = [
  ['data/lessons/a0.ts', A0_LESSON_WORDS],
  ['data/lessons/a1.ts', A1_LESSON_WORDS],
  ['data/lessons/a2.ts', A2_LESSON_WORDS],
  ['data/lessons/b1.ts', B1_LESSON_WORDS],
  ['data/lessons/b2.ts', B2_LESSON_WORDS],
  ['data/lessons/c1.ts', C1_LESSON_WORDS],
  ['data/lessons/c2.ts', C2_LESSON_WORDS],
];

/** Every level's irregular verb forms, in the irregular-forms table's line format. */
export const LESSON_VERB_FORMS: string = [
  A0_LESSON_VERB_FORMS,
  A1_LESSON_VERB_FORMS,
  A2_LESSON_VERB_FORMS,
  B1_LESSON_VERB_FORMS,
  B2_LESSON_VERB_FORMS,
  C1_LESSON_VERB_FORMS,
  C2_LESSON_VERB_FORMS,
].join('\n');
