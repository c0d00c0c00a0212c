/** The fallback extractor used when no extraction model is configured (spec doc 2 §9). */
import { levelIndex, type Level } from '../levels';
import { PART_OF_SPEECH_NAMES } from '../part-of-speech';
import { LEVEL_BASE_DIFFICULTY, clampDifficulty, extractionCount } from './count-by-level';
import { contextAround, transcriptWords } from './transcript-text';
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
  transcriptWords(transcript).forEach(({ word, sentence, index }, position) => {
    if (word.length < MIN_WORD_LETTERS || skip(word)) return;
    const hit = glossary.lookup(word);
    if (!hit) return; // no translation, so it could not pass validation anyway
    const lemma = wordKey(hit.lemma);
    if (skip(lemma)) return; // "hablamos" is known when "hablar" is
    const seen = byLemma.get(lemma);
    if (seen) seen.count += 1;
    else
      byLemma.set(lemma, {
        hit,
        count: 1,
        first: position,
        context: contextAround(sentence, index, MAX_CONTEXT_CHARS),
      });
  });
  return [...byLemma.values()];
}

/**
 * Fallback extraction (spec doc 2 §9): Spanish words of 3+ letters from both speakers, minus stop
 * words and known words, found in the glossary; up to 15 candidates by frequency then first
 * occurrence, at most 10 returned (fewer when the level's extraction count is lower), 3 focus words.
 */
export function fallbackExtract(input: {
  transcript: string;
  level: Level;
  knownWords: readonly string[];
  glossary: GlossaryLookup;
  stopWords: ReadonlySet<string>;
}): ExtractionResult {
  const known = new Set(input.knownWords.map(wordKey));
  const skip = (key: string): boolean => input.stopWords.has(key) || known.has(key);
  const learner = levelIndex(input.level);

  const pool = collectCandidates(input.transcript, input.glossary, skip)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_CANDIDATES);
  // Words two or more levels below the learner are poor flashcards; within the pool they go last.
  const tooEasy = (c: Candidate): number => (levelIndex(c.hit.level) < learner - 1 ? 1 : 0);
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
