import type { CorpusSentence } from '../corpus/types';
import { A0_HELD_OUT } from './a0';
import { A1_HELD_OUT } from './a1';
import { A2_HELD_OUT } from './a2';
import { B1_HELD_OUT } from './b1';
import { B2_HELD_OUT } from './b2';

/**
 * Held-out learner sentences, A0 to B2: written separately from the tuning corpus, on fresh topics
 * and vocabulary, to measure whether the tutor's corrections generalise. Same shape as the corpus
 * (see ../corpus/types.ts). Do not tune the grammar rules on these.
 */
export const HELD_OUT: readonly CorpusSentence[] = [
  ...A0_HELD_OUT,
  ...A1_HELD_OUT,
  ...A2_HELD_OUT,
  ...B1_HELD_OUT,
  ...B2_HELD_OUT,
];
