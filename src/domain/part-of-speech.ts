/** English names of the glossary's parts of speech, used as word categories and in definitions. */
export const PART_OF_SPEECH_NAMES: Readonly<Record<string, string>> = {
  noun: 'noun',
  verb: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  pron: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  det: 'determiner',
  num: 'number',
  interj: 'interjection',
  phrase: 'phrase',
};
