import { A0_SENTENCES } from './a0';
import { A1_SENTENCES } from './a1';
import { A2_SENTENCES } from './a2';
import { B1_SENTENCES } from './b1';
import { B2_SENTENCES } from './b2';
import { CORRECTION_CATEGORIES } from '../../../content/tutor/correction-categories';
import type { CorpusSentence } from './types';

/** The error kinds the corpus is labelled with (plus 'other' for real errors outside the list): the tutor's categories. */
export const CATEGORIES = CORRECTION_CATEGORIES;

export type Category = (typeof CATEGORIES)[number];

export type { CorpusSentence } from './types';

/** Learner sentences, A0 to B2, written by a teacher from real learners' mistakes; see types.ts. */
export const CORPUS: readonly CorpusSentence[] = [
  ...A0_SENTENCES,
  ...A1_SENTENCES,
  ...A2_SENTENCES,
  ...B1_SENTENCES,
  ...B2_SENTENCES,
];
