import type { Glossary, GlossaryHit } from './glossary';

/**
 * The product's default Spanish → English translator, used when no translation service is
 * configured: a word (any inflected form) or a known phrase gets its gloss; longer text gets a
 * word-by-word gloss that says plainly it is not a sentence translation.
 */

export type TranslationMethod = 'word' | 'phrase' | 'word-by-word' | 'none';

export interface GlossaryTranslation {
  translation: string;
  method: TranslationMethod;
  note?: string;
}

export const WORD_BY_WORD_NOTE =
  'Word-by-word gloss: the built-in glossary does not translate whole sentences.';

/** Thrown when asked to translate empty or whitespace-only text. */
export class EmptyTranslationTextError extends Error {
  constructor() {
    super('Nothing to translate: the text is empty.');
    this.name = 'EmptyTranslationTextError';
  }
}

type GlossarySource = Pick<Glossary, 'lookup'>;
interface Token {
  text: string;
  isWord: boolean;
}

/** Longest multi-word expression tried inside running text ("que tengas un buen día" has five). */
const LONGEST_PHRASE = 6;
const TOKEN = /\p{L}+|[^\p{L}]+/gu;
const LETTER = /^\p{L}/u;
const PARENTHESES = /\s*\([^)]*\)/g;
/** English has no opening ¿ ¡. */
const INVERTED_MARKS = /[¿¡]/g;
const SENTENCE_END = /[.!?…\n]/;

/** Translates Spanish text with the built-in glossary (word, phrase or word-by-word gloss). */
export function translateWithGlossary(text: string, glossary: GlossarySource): GlossaryTranslation {
  const trimmed = text.trim();
  if (trimmed === '') throw new EmptyTranslationTextError();
  const tokens = tokenise(trimmed);
  const words = tokens.filter((token) => token.isWord);
  if (words.length === 0)
    return { translation: trimmed, method: 'none', note: 'There are no words to translate.' };
  if (words.length === 1) return translateWord((words[0] as Token).text, glossary);

  const whole = glossary.lookup(trimmed);
  if (whole && whole.lemma.includes(' ')) return { translation: whole.gloss, method: 'phrase' };
  return translateWordByWord(tokens, glossary);
}

function translateWord(word: string, glossary: GlossarySource): GlossaryTranslation {
  const hit = glossary.lookup(word);
  if (!hit) {
    return { translation: word, method: 'none', note: `"${word}" is not in the built-in glossary.` };
  }
  if (hit.lemma === word.toLowerCase()) return { translation: hit.gloss, method: 'word' };
  const translation = hit.pos === 'verb' ? withoutInfinitiveMarker(hit.gloss) : hit.gloss;
  return { translation, method: 'word', note: `form of "${hit.lemma}" (${hit.gloss})` };
}

function translateWordByWord(tokens: readonly Token[], glossary: GlossarySource): GlossaryTranslation {
  const output: string[] = [];
  let known = 0;
  let sentenceStart = true;
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] as Token;
    if (!token.isWord) {
      output.push(token.text.replace(INVERTED_MARKS, ''));
      sentenceStart ||= SENTENCE_END.test(token.text);
      i += 1;
      continue;
    }
    const properNoun = !sentenceStart && token.text[0] !== token.text[0]?.toLowerCase();
    sentenceStart = false;
    const phrase = properNoun ? undefined : longestPhraseAt(tokens, i, glossary);
    if (phrase) {
      output.push(matchCase(token.text, shortGloss(phrase.hit, phrase.conjugated)));
      known += 1;
      i = phrase.end;
      continue;
    }
    const hit = properNoun ? undefined : glossary.lookup(token.text);
    if (hit) known += 1;
    const conjugated = hit !== undefined && hit.lemma !== token.text.toLowerCase();
    output.push(hit ? matchCase(token.text, shortGloss(hit, conjugated)) : token.text);
    i += 1;
  }
  if (known === 0) {
    const note = 'None of these words is in the built-in glossary.';
    return { translation: tokens.map((t) => t.text).join(''), method: 'none', note };
  }
  return { translation: output.join(''), method: 'word-by-word', note: WORD_BY_WORD_NOTE };
}

interface PhraseMatch {
  hit: GlossaryHit;
  /** Index of the first token after the phrase. */
  end: number;
  /** The phrase starts with a conjugated verb (tengo que → tener que). */
  conjugated: boolean;
}

/**
 * The longest known expression of 2..6 words starting at token `start`, separated only by
 * spaces; the first word may be a conjugated verb of the expression (tengo que → tener que).
 */
function longestPhraseAt(
  tokens: readonly Token[],
  start: number,
  glossary: GlossarySource,
): PhraseMatch | undefined {
  const first = (tokens[start] as Token).text.toLowerCase();
  const firstHit = glossary.lookup(first);
  const verbLemma = firstHit?.pos === 'verb' && firstHit.lemma !== first ? firstHit.lemma : undefined;
  const rest: string[] = [];
  let best: PhraseMatch | undefined;
  for (let i = start + 2; i < tokens.length && rest.length < LONGEST_PHRASE - 1; i += 2) {
    const gap = tokens[i - 1] as Token;
    const word = tokens[i] as Token;
    if (gap.text.trim() !== '' || !word.isWord) break;
    rest.push(word.text);
    const tail = rest.join(' ');
    const asWritten = glossary.lookup(`${first} ${tail}`);
    if (asWritten?.lemma.includes(' ')) best = { hit: asWritten, end: i + 1, conjugated: false };
    else if (verbLemma) {
      const asLemma = glossary.lookup(`${verbLemma} ${tail}`);
      if (asLemma?.lemma.includes(' ')) best = { hit: asLemma, end: i + 1, conjugated: true };
    }
  }
  return best;
}

/** The first sense, without notes in brackets; conjugated verbs drop the "to" of the infinitive. */
function shortGloss(hit: GlossaryHit, conjugated: boolean): string {
  const first = (hit.gloss.split('; ')[0] ?? hit.gloss).replace(PARENTHESES, '').trim();
  return conjugated ? withoutInfinitiveMarker(first) : first;
}

function withoutInfinitiveMarker(gloss: string): string {
  return gloss
    .split('; ')
    .map((sense) => (sense.startsWith('to ') ? sense.slice(3) : sense))
    .join('; ');
}

/** "Hablamos" at the start of a sentence gives "Speak", not "speak". */
function matchCase(original: string, english: string): string {
  const first = original[0] ?? '';
  const capitalised = first !== first.toLowerCase();
  return capitalised && english !== '' ? english[0]?.toUpperCase() + english.slice(1) : english;
}

function tokenise(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN), (match) => ({ text: match[0], isWord: LETTER.test(match[0]) }));
}
