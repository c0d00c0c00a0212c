/**
 * The fallback extractor's candidate words, tier by tier: what the learner asked about and what the
 * tutor corrected here; the lesson's targets (lesson-candidates.ts), the learner's own words and the
 * words the tutor introduced that the learner then used (own-words.ts). Each comes with a correct
 * example sentence.
 */
import type { Level } from '../levels';
import type { ContextIndex } from './contexts';
import { changedPositions, type Correction } from './corrections';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { readWord } from './learner-words';
import type { AskedWord } from './requests';
import { sentenceTokens, type SentenceWord } from './transcript-text';
import { wordKey } from './validate';

export const TIER = { asked: 0, corrected: 1, lesson: 2, own: 3, introduced: 4 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

export interface Candidate {
  key: string;
  word: string;
  gloss: string;
  /** The sense taught in this chat (the tutor's answer, the lesson's English), over the glossary's first. */
  translation?: string;
  pos: string;
  level: Level;
  tier: Tier;
  count: number;
  /** Order of first appearance, for a stable tie-break. */
  first: number;
  context: string;
}

/** A lesson item the conversation met, as the lesson writes it («el camarero», «la cuenta, por favor»). */
export interface LessonTarget {
  spanish: string;
  english: string;
}

/** What may become a card at all: no stop or stock word, no known word, no name, no number. */
export interface WordFilter {
  skips(key: string): boolean;
  names: ReadonlySet<string>;
}

export const MIN_WORD_LETTERS = 3;
// Parts of speech that never make a card: numbers, interjections (hola, vaya), pronouns, determiners.
const NO_CARD = new Set(['num', 'interj', 'pron', 'det']);
export const ARTICLE = /^(?:el|la|los|las|un|una|unos|unas)\s+/i;

export function usable(
  hit: GlossaryHit | undefined,
  surface: string,
  filter: WordFilter,
): hit is GlossaryHit {
  return (
    hit !== undefined &&
    !NO_CARD.has(hit.pos) &&
    !filter.names.has(surface) &&
    !filter.skips(surface) &&
    !filter.skips(wordKey(hit.lemma))
  );
}

export function fromHit(hit: GlossaryHit, tier: Tier, first: number, context: string): Candidate {
  return {
    key: wordKey(hit.lemma),
    word: hit.lemma,
    gloss: hit.gloss,
    pos: hit.pos,
    level: hit.level,
    tier,
    count: 1,
    first,
    context,
  };
}

/** Every sentence's words read in context, with the glossary hit of each usable one. */
export function readSentence(
  glossary: GlossaryLookup,
  words: readonly SentenceWord[],
  i: number,
  filter: WordFilter,
): GlossaryHit | undefined {
  const word = words[i] as SentenceWord;
  if (word.word.length < MIN_WORD_LETTERS) return undefined;
  const hit = readWord(glossary, words, i);
  return usable(hit, word.word, filter) ? hit : undefined;
}

/** A word or short phrase asked about, read as a dictionary entry («me acuerdo» → acordarse). */
function readAsked(glossary: GlossaryLookup, spanish: string, filter: WordFilter): GlossaryHit | undefined {
  const text = spanish.replace(ARTICLE, '').trim();
  const words = sentenceTokens(text).flatMap((s) => s.words);
  if (words.length === 1) {
    const hit = glossary.lookup(text);
    return usable(hit, wordKey(text), filter) ? hit : undefined;
  }
  const phrase = glossary.lookup(text);
  if (phrase && usable(phrase, wordKey(text), filter)) return phrase;
  const hits = words.map((_, i) => readSentence(glossary, words, i, filter));
  return hits.find((h) => h?.pos === 'verb' || h?.pos === 'noun' || h?.pos === 'adj') ?? hits.find(Boolean);
}

/**
 * The meaning to show: the glossary sense the chat named («patio» asked as "playground", not
 * "courtyard»), the tutor's own explanation when the glossary has no such sense, else the glossary's.
 */
function senseTaught(hit: GlossaryHit, ask: AskedWord): string | undefined {
  if (!ask.english) return undefined;
  const wanted = ask.english.toLowerCase();
  const sense = hit.gloss.split(';').find((g) => g.trim().toLowerCase() === wanted);
  if (sense) return sense.trim();
  return ask.fromTutor && ask.english.length <= MAX_TAUGHT_SENSE ? ask.english : undefined;
}
const MAX_TAUGHT_SENSE = 40;

export function askedCandidates(
  asked: readonly AskedWord[],
  glossary: GlossaryLookup,
  filter: WordFilter,
  contexts: ContextIndex,
  fallbackLevel: Level,
): Candidate[] {
  return asked.flatMap((ask, order) => {
    const hit = readAsked(glossary, ask.spanish, filter);
    const spanish = ask.spanish.replace(ARTICLE, '').trim().toLowerCase();
    const context =
      (hit && contexts.find(wordKey(hit.lemma))) ??
      contexts.find(spanish) ??
      contexts.findText(spanish) ??
      ask.spanish;
    if (hit) return [{ ...fromHit(hit, TIER.asked, order, context), translation: senseTaught(hit, ask) }];
    // Not in the glossary: the chat itself gave the meaning (a short Spanish word or phrase only).
    const plausible = /^[\p{L}]+(?: [\p{L}]+){0,2}$/u.test(spanish) && !filter.skips(spanish);
    if (!ask.english || !plausible) return [];
    return [
      {
        key: wordKey(spanish),
        word: spanish,
        gloss: ask.english,
        translation: ask.english,
        pos: 'general',
        level: fallbackLevel,
        tier: TIER.asked,
        count: 1,
        first: order,
        context,
      },
    ];
  });
}

/** The words a correction changed, each with the corrected sentence as its context. */
export function correctionCandidates(
  found: readonly Correction[],
  glossary: GlossaryLookup,
  filter: WordFilter,
): Candidate[] {
  return found.flatMap((correction, order) =>
    sentenceTokens(correction.right).flatMap(({ words }) =>
      changedPositions(
        words.map((w) => w.word),
        correction.wrong,
      ).flatMap((i) => {
        const hit = readSentence(glossary, words, i, filter);
        return hit ? [fromHit(hit, TIER.corrected, order, correction.sentence)] : [];
      }),
    ),
  );
}
