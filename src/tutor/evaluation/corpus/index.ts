import { A0_SENTENCES } from './a0';
import { A1_SENTENCES } from './a1';
import { A2_SENTENCES } from './a2';
import { B1_SENTENCES } from './b1';
import { B2_SENTENCES } from './b2';
import type { CorpusSentence } from './types';

/** The error kinds the corpus is labelled with (plus 'other' for real errors outside the list). */
export const CATEGORIES = [
  'noun-gender',
  'article-agreement',
  'adjective-agreement',
  'adjective-position',
  'mucho-agreement',
  'muy-mucho',
  'plural-after-number',
  'gustar-agreement',
  'gustar-pronoun',
  'ser-estar-location',
  'ser-estar-state',
  'ser-origin-profession',
  'age-with-tener',
  'tener-expression',
  'weather-hacer',
  'hay-estar',
  'infinitive-after-subject',
  'subject-verb-agreement',
  'ir-a-infinitive',
  'gente-singular',
  'personal-a',
  'contraction',
  'double-negative',
  'por-para',
  'por-que',
  'llamarse',
  'accent',
  'preterite-imperfect',
  'imperfect-habit',
  'present-for-past',
  'perfect-with-finished-time',
  'subjunctive-wish',
  'subjunctive-impersonal',
  'subjunctive-doubt',
  'subjunctive-emotion',
  'subjunctive-ojala',
  'subjunctive-purpose',
  'subjunctive-cuando',
  'subjunctive-relative',
  'indicative-after-belief',
  'si-conditional',
  'sequence-of-tenses',
  'reflexive-pronoun',
  'object-pronoun',
  'mas-mejor',
  'verb-preposition',
  'lo-que',
  'greeting-agreement',
  'false-friend',
  'participle-form',
  'irregular-past',
  'tener-que',
  'progressive-form',
  'dequeismo',
  'saber-conocer',
  'pedir-preguntar',
  'stressed-a',
] as const;

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
