import type { CorrectionCategory } from './correction-categories';

/**
 * The kinds of error every tutor reports with a correction (`note_correction`'s `category`): a
 * fixed list both the built-in tutor and an AI model can use, so corrections can be counted by
 * kind whichever tutor made them. The built-in tutor's finer categories map onto it below.
 */
export const CORRECTION_KINDS = [
  'agreement',
  'ser-estar',
  'verb-forms',
  'past-tenses',
  'subjunctive',
  'pronouns',
  'prepositions',
  'word-choice',
  'fixed-expressions',
  'spelling',
  'other',
] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** A reported kind as one of the list: anything unknown or missing counts as 'other'. */
export function asCorrectionKind(value: unknown): CorrectionKind {
  return CORRECTION_KINDS.find((kind) => kind === value) ?? 'other';
}

/** What each kind covers, for the AI tutor's tool description. */
export const CORRECTION_KIND_MEANINGS: Record<CorrectionKind, string> = {
  agreement: 'gender and number agreement of articles, adjectives, nouns and verbs',
  'ser-estar': 'ser, estar, hay and tener for age or states',
  'verb-forms': 'conjugation, irregular forms, infinitive after a verb, progressive',
  'past-tenses': 'preterite, imperfect and perfect, tense for the time meant',
  subjunctive: 'subjunctive or indicative, si-clauses and sequence of tenses',
  pronouns: 'object, reflexive and gustar pronouns',
  prepositions: 'por/para, personal a, verb + preposition, contractions',
  'word-choice': 'saber/conocer, pedir/preguntar, false friends, muy/mucho, más mejor',
  'fixed-expressions': 'greetings, llamarse, tener que and other set phrases',
  spelling: 'written accents and spelling',
  other: 'anything else',
};

/** The kind of each of the built-in tutor's categories. */
export const KIND_OF_CATEGORY: Record<CorrectionCategory, CorrectionKind> = {
  'noun-gender': 'agreement',
  'article-agreement': 'agreement',
  'adjective-agreement': 'agreement',
  'adjective-position': 'word-choice',
  'mucho-agreement': 'agreement',
  'muy-mucho': 'word-choice',
  'plural-after-number': 'agreement',
  'gustar-agreement': 'agreement',
  'gustar-pronoun': 'pronouns',
  'ser-estar-location': 'ser-estar',
  'ser-estar-state': 'ser-estar',
  'ser-origin-profession': 'ser-estar',
  'age-with-tener': 'ser-estar',
  'tener-expression': 'fixed-expressions',
  'weather-hacer': 'fixed-expressions',
  'hay-estar': 'ser-estar',
  'infinitive-after-subject': 'verb-forms',
  'subject-verb-agreement': 'agreement',
  'ir-a-infinitive': 'verb-forms',
  'gente-singular': 'agreement',
  'personal-a': 'prepositions',
  contraction: 'prepositions',
  'double-negative': 'word-choice',
  'por-para': 'prepositions',
  'por-que': 'spelling',
  llamarse: 'fixed-expressions',
  accent: 'spelling',
  'preterite-imperfect': 'past-tenses',
  'imperfect-habit': 'past-tenses',
  'present-for-past': 'past-tenses',
  'perfect-with-finished-time': 'past-tenses',
  'participle-form': 'verb-forms',
  'irregular-past': 'verb-forms',
  'progressive-form': 'verb-forms',
  'tener-que': 'fixed-expressions',
  'subjunctive-wish': 'subjunctive',
  'subjunctive-impersonal': 'subjunctive',
  'subjunctive-doubt': 'subjunctive',
  'subjunctive-emotion': 'subjunctive',
  'subjunctive-ojala': 'subjunctive',
  'subjunctive-purpose': 'subjunctive',
  'subjunctive-cuando': 'subjunctive',
  'subjunctive-relative': 'subjunctive',
  'indicative-after-belief': 'subjunctive',
  'si-conditional': 'subjunctive',
  'sequence-of-tenses': 'subjunctive',
  'reflexive-pronoun': 'pronouns',
  'object-pronoun': 'pronouns',
  'mas-mejor': 'word-choice',
  'verb-preposition': 'prepositions',
  'lo-que': 'word-choice',
  dequeismo: 'prepositions',
  'greeting-agreement': 'fixed-expressions',
  'false-friend': 'word-choice',
  'saber-conocer': 'word-choice',
  'pedir-preguntar': 'word-choice',
  'stressed-a': 'agreement',
};
