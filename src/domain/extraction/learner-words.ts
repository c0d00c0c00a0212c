/**
 * Reading one word of a sentence: is it a name, and which glossary entry does it stand for in its
 * context (part of speech, pronominal verb).
 */
import { levelIndex } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { pronominalReading, splitEnclitic } from './pronominal';
import type { SentenceWord } from './transcript-text';
import { fold } from '../text';

// After these, the next word is a name even when typed in lower case: «me llamo tom».
const GIVEN_NAME_CUES = /(?:me llamo|te llamas|se llama|se llaman|mi nombre es|ll[aá]mame)\s*$/i;
// After these (or at the start of a sentence), a present form is a verb: «Estudio español».
const VERB_CUES = new Set([
  'yo',
  'no',
  'me',
  'te',
  'se',
  'nos',
  'os',
  'tú',
  'tu',
  'él',
  'ella',
  'nosotros',
  'ellos',
  'ellas',
  'también',
  'nunca',
  'siempre',
  'ya',
  'y',
  'e',
  'que',
  // «Sí, desayuno pan», «ahora trabajo mucho»: a present form right after these is a verb too.
  'sí',
  'si',
  'pero',
  'porque',
  'cuando',
  'ahora',
  'hoy',
  'después',
  'luego',
  'normalmente',
]);

/**
 * Whether the word at this position is a proper name: capitalised after another word of the
 * sentence (me llamo Ben, se llama Luna, vivo en Sevilla), or any word after «me llamo».
 */
export function isName({ sentence, index }: SentenceWord): boolean {
  const first = sentence.charAt(index);
  const before = sentence.slice(0, index).replace(/[¿¡"«“]\s*$/, '');
  if (GIVEN_NAME_CUES.test(before)) return true;
  if (first === first.toLowerCase()) return false;
  return /[\p{L}\p{N}]/u.test(before);
}

/** The glossary reading of a word in its context. */
export function readInContext(
  glossary: GlossaryLookup,
  word: SentenceWord,
  previous: string | null,
): GlossaryHit | undefined {
  const verbContext = previous === null || VERB_CUES.has(previous);
  let hit = (verbContext ? glossary.verbOf?.(word.word) : undefined) ?? glossary.lookup(word.word);
  if (!hit) return undefined;
  // «verte» is ver + te (to see you), not verse; a reflexive reading wins only when more basic.
  if (hit.pos === 'verb' && hit.lemma.endsWith('se') && !word.word.endsWith('se')) {
    const base = glossary.lookup(hit.lemma.slice(0, -2));
    if (base && base.pos === 'verb' && levelIndex(base.level) <= levelIndex(hit.level)) hit = base;
  }
  // A lemma that shares nothing with the form is a lemmatiser guess (Ben → bar), except verbs (fui → ir).
  if (hit.pos !== 'verb' && fold(hit.lemma).slice(0, 2) !== fold(word.word).slice(0, 2)) return undefined;
  return hit;
}

/**
 * The word at `i` of a sentence read in context: part of speech from the word before it, then the
 * pronominal verb when a matching reflexive pronoun goes with it (me levanto → levantarse).
 */
export function readWord(
  glossary: GlossaryLookup,
  words: readonly SentenceWord[],
  i: number,
): GlossaryHit | undefined {
  const word = words[i] as SentenceWord;
  const tokens = words.map((w) => w.word);
  const enclitic = splitEnclitic(word.word);
  // «irme» is not in the glossary as a form: read the verb it is built on.
  const hit =
    readInContext(glossary, word, tokens[i - 1] ?? null) ??
    (enclitic ? glossary.lookup(enclitic.stem) : undefined);
  return hit && pronominalReading(glossary, tokens, i, hit);
}
