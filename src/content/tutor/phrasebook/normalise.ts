/**
 * Text keys of the phrasebook. Matching is exact on these keys: a question a learner asks is
 * normalised the same way as the entries, never guessed at.
 */
import { fold } from '../../../domain/text';

/** Contractions with an apostrophe, written out (the order matters: "can't" before "n't"). */
const APOSTROPHE_FORMS: readonly [RegExp, string][] = [
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\blet's\b/g, 'let us'],
  [/\b([a-z]+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/'s\b/g, ' is'],
];

/**
 * Contractions typed without an apostrophe that cannot be another word ("im", "dont"). "ill",
 * "were", "id", "well" and "hell" are left alone: they are words too.
 */
const BARE_FORMS: Readonly<Record<string, string>> = {
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  youve: 'you have',
  youll: 'you will',
  theyre: 'they are',
  theyve: 'they have',
  weve: 'we have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  wheres: 'where is',
  hows: 'how is',
  whos: 'who is',
  its: 'it is',
  lets: 'let us',
  gonna: 'going to',
  wanna: 'want to',
};

/** Lower case, no accents, one kind of apostrophe, no quotes or punctuation, single spaces. */
function clean(text: string): string {
  return fold(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/["“”«»]/g, ' ')
    .replace(/(^|[^a-z0-9])'+|'+(?=[^a-z0-9]|$)/g, '$1 ')
    .replace(/[.,;:!?¿¡()[\]{}…/\\_*-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function bareForms(text: string): string {
  return text
    .split(' ')
    .map((word) => BARE_FORMS[word] ?? word)
    .join(' ');
}

/** English with contractions written out: "I'm tired!" and "im tired" → "i am tired". */
export function englishKey(text: string): string {
  let key = clean(text);
  for (const [form, full] of APOSTROPHE_FORMS) key = key.replace(form, full);
  return bareForms(key.replace(/'/g, ''));
}

/**
 * English with apostrophes dropped, as a learner may type it or a message classifier passes it on:
 * "I'll have a coffee" → "ill have a coffee", "we're ready" → "were ready".
 */
export function englishBareKey(text: string): string {
  return bareForms(clean(text).replace(/'/g, ''));
}

/** Spanish folded (case and accents, ñ kept) without ¿?¡!, quotes or other punctuation. */
export function spanishKey(text: string): string {
  return clean(text).replace(/'/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Spanish without its punctuation, accents kept: tells «si» from «sí» when folding is not enough. */
export function spanishExactKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[¿?¡!.,;:"“”«»'’‘()…-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ways of asking that add nothing: «please», «in Spanish». Removed one at a time, outermost first. */
const ENGLISH_EXTRAS = [
  /^please /,
  / please$/,
  / in spanish$/,
  /^in spanish /,
  / (?:en )?(?:espanol|castellano)$/,
];
const SPANISH_EXTRAS = [/^por favor /, / por favor$/];

/** The text, then the text with each extra wrapping removed in turn ("… in spanish please"). */
export function withoutExtras(key: string, language: 'en' | 'es'): string[] {
  const extras = language === 'en' ? ENGLISH_EXTRAS : SPANISH_EXTRAS;
  const keys = [key];
  let current = key;
  for (let changed = true; changed;) {
    changed = false;
    for (const extra of extras) {
      const next = current.replace(extra, '').trim();
      if (next !== current && next !== '') {
        current = next;
        keys.push(current);
        changed = true;
      }
    }
  }
  return keys;
}
