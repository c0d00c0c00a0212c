/** The fallback extractor used when no extraction model is configured (spec doc 2 §9). */
import { levelIndex, type Level } from '../levels';
import { PART_OF_SPEECH_NAMES } from '../part-of-speech';
import { LEVEL_BASE_DIFFICULTY, clampDifficulty, extractionCount } from './count-by-level';
import { learnerWords, readInContext } from './learner-words';
import { contextAround, transcriptSentences } from './transcript-text';
import type { ExtractedWord, ExtractionResult } from './types';
import { DEFAULT_CONVERSATION_LEVEL, validateExtractedWords, wordKey } from './validate';

export interface GlossaryHit {
  lemma: string;
  gloss: string;
  pos: string;
  level: Level;
}
export interface GlossaryLookup {
  lookup(word: string): GlossaryHit | undefined;
  /** The verb a present-tense form belongs to («estudio» → estudiar), when the caller knows. */
  verbOf?(form: string): GlossaryHit | undefined;
}

/** Spec doc 2 §9 limits. */
export const MIN_WORD_LETTERS = 3;
export const MAX_CANDIDATES = 15;
export const MAX_RETURNED_WORDS = 10;
export const MAX_FOCUS_WORDS = 3;
export const MAX_CONTEXT_CHARS = 120;

interface Candidate {
  hit: GlossaryHit;
  count: number;
  /** Position of the first occurrence among all words, for a stable tie-break. */
  first: number;
  context: string;
}

function collectCandidates(
  transcript: string,
  glossary: GlossaryLookup,
  skip: (key: string) => boolean,
): Candidate[] {
  const byLemma = new Map<string, Candidate>();
  for (const { word: found, previous, position } of learnerWords(transcript)) {
    const { word, sentence, index } = found;
    if (word.length < MIN_WORD_LETTERS || skip(word)) continue;
    const hit = readInContext(glossary, found, previous);
    if (!hit) continue; // no translation, so it could not pass validation anyway
    const lemma = wordKey(hit.lemma);
    if (skip(lemma)) continue; // "hablamos" is known when "hablar" is
    const seen = byLemma.get(lemma);
    if (seen) seen.count += 1;
    else
      byLemma.set(lemma, {
        hit,
        count: 1,
        first: position,
        context: contextAround(sentence, index, MAX_CONTEXT_CHARS),
      });
  }
  return [...byLemma.values()];
}

/** Words the tutor taught with add_vocabulary: they come first, with the sentence that used them. */
function introducedCandidates(
  words: readonly string[],
  transcript: string,
  glossary: GlossaryLookup,
  skip: (key: string) => boolean,
): Candidate[] {
  const sentences = transcriptSentences(transcript);
  return words.flatMap((given, order) => {
    // Tutors often add nouns with their article («la receta»): the card is the noun.
    const word = given.trim().replace(/^(el|la|los|las|un|una|unos|unas)\s+/i, '');
    const hit = glossary.lookup(word);
    if (!hit || skip(wordKey(hit.lemma)) || skip(wordKey(word))) return [];
    const sentence = sentences.find((s) => s.toLowerCase().includes(word.toLowerCase())) ?? word;
    return [
      {
        hit,
        count: Number.MAX_SAFE_INTEGER - order,
        first: -1,
        context: contextAround(sentence, 0, MAX_CONTEXT_CHARS),
      },
    ];
  });
}

/**
 * Fallback extraction (spec doc 2 §9): the words the tutor introduced, then the learner's own
 * Spanish words of 3+ letters (never the tutor's stock phrases, never names), minus stop words and
 * known words, found in the glossary as used in context; up to 15 candidates by frequency then
 * first occurrence, at most 10 returned (fewer when the level's extraction count is lower), 3 focus words.
 */
export function fallbackExtract(input: {
  transcript: string;
  level: Level;
  knownWords: readonly string[];
  glossary: GlossaryLookup;
  stopWords: ReadonlySet<string>;
  /** Words the tutor introduced with add_vocabulary in this conversation. */
  introducedWords?: readonly string[];
}): ExtractionResult {
  const known = new Set(input.knownWords.map(wordKey));
  const skip = (key: string): boolean => input.stopWords.has(key) || known.has(key);
  const learner = levelIndex(input.level);

  const introduced = introducedCandidates(
    input.introducedWords ?? [],
    input.transcript,
    input.glossary,
    skip,
  );
  const taught = new Set(introduced.map((c) => wordKey(c.hit.lemma)));
  const pool = [
    ...introduced,
    ...collectCandidates(input.transcript, input.glossary, skip).filter(
      (c) => !taught.has(wordKey(c.hit.lemma)),
    ),
  ]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_CANDIDATES);
  // Words two or more levels below the learner are poor flashcards; within the pool they go last.
  const tooEasy = (c: Candidate): number => (c.first >= 0 && levelIndex(c.hit.level) < learner - 1 ? 1 : 0);
  const limit = Math.min(MAX_RETURNED_WORDS, extractionCount(input.level).max);
  const chosen = [...pool].sort((a, b) => tooEasy(a) - tooEasy(b)).slice(0, limit);

  const difficultyOf = (c: Candidate): number =>
    clampDifficulty(LEVEL_BASE_DIFFICULTY[input.level] + levelIndex(c.hit.level) - learner);
  const words: ExtractedWord[] = chosen.map((c) => ({
    word: c.hit.lemma,
    translation: c.hit.gloss.split(';')[0]?.trim() ?? '',
    context: c.context,
    difficulty: difficultyOf(c),
    category: PART_OF_SPEECH_NAMES[c.hit.pos] ?? 'general',
    definition: c.hit.gloss.trim(),
  }));
  // Same acceptance rule as model output, so both paths save the same kind of words.
  const extractedWords = validateExtractedWords(words, input.knownWords);

  const kept = new Set(extractedWords.map((w) => wordKey(w.word)));
  const recommendedFocus = chosen
    .filter((c) => kept.has(wordKey(c.hit.lemma)))
    .sort((a, b) => difficultyOf(b) - difficultyOf(a) || b.count - a.count || a.first - b.first)
    .slice(0, MAX_FOCUS_WORDS)
    .map((c) => c.hit.lemma);

  // The tutor speaks at the learner's level, so glossary levels of the words mostly echo the
  // learner's own level and say little about the conversation; keep the spec's default.
  return { extractedWords, conversationLevel: DEFAULT_CONVERSATION_LEVEL, recommendedFocus };
}
