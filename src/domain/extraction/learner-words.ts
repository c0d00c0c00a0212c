/**
 * The words the fallback extractor may keep: the learner's own (never the tutor's stock phrases),
 * without proper names, each read as the part of speech its context shows.
 */
import { levelIndex } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { transcriptWords, type SentenceWord } from './transcript-text';
import { fold } from '../text';

const ROLE = /^\s*(user|assistant)\s*:/i;
// After these, a capitalised word is a name: me llamo Ben, se llama Luna, vivo en Sevilla.
const NAME_CUES = /(?:me llamo|te llamas|se llama|mi nombre es|soy|de|en|con|a|y)\s*$/i;
// After these (or at the start of a sentence), a present form is a verb: «Estudio español».
const VERB_CUES = new Set([
  'yo',
  'no',
  'me',
  'te',
  'se',
  'nos',
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
  'que',
]);

/** Learner lines of a "user: …/assistant: …" transcript; the whole text when it has no roles. */
export function learnerTranscript(transcript: string): string {
  const lines = transcript.split(/\r?\n/);
  if (!lines.some((line) => ROLE.test(line))) return transcript;
  return lines.filter((line) => /^\s*user\s*:/i.test(line)).join('\n');
}

/** Whether the word at this position is a proper name (capitalised mid-sentence, or after «me llamo»). */
export function isName({ word, sentence, index }: SentenceWord): boolean {
  const written = sentence.slice(index, index + word.length);
  if (written[0] === written[0]?.toLowerCase()) return false;
  const before = sentence.slice(0, index).replace(/[¿¡"«]\s*$/, '');
  return /[\p{L}\p{N}]/u.test(before) || NAME_CUES.test(before);
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

/** Learner words with their previous word, names removed. */
export function learnerWords(
  transcript: string,
): { word: SentenceWord; previous: string | null; position: number }[] {
  const words = transcriptWords(learnerTranscript(transcript));
  return words
    .map((word, position) => {
      const before = words[position - 1];
      const previous = before && before.sentence === word.sentence ? before.word : null;
      return { word, previous, position };
    })
    .filter(({ word }) => !isName(word));
}
