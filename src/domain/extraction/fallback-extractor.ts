/** The fallback extractor used when no extraction model is configured (product.md#vocabulary-extraction). */
import { levelIndex, type Level } from '../levels';
import { PART_OF_SPEECH_NAMES } from '../part-of-speech';
import {
  TIER,
  askedCandidates,
  correctionCandidates,
  type Candidate,
  type LessonTarget,
  type WordFilter,
} from './candidates';
import { ContextIndex, indexContexts } from './contexts';
import { corrections, correctedLearnerTurns, type CorrectionNote } from './corrections';
import { LEVEL_BASE_DIFFICULTY, clampDifficulty, extractionCount } from './count-by-level';
import { lessonCandidates } from './lesson-candidates';
import { introducedKeys, learnerNames, ownCandidates } from './own-words';
import { askedWords } from './requests';
import { contextAround, transcriptSentences } from './transcript-text';
import { transcriptTurns } from './turns';
import type { ExtractionResult } from './types';
import { DEFAULT_CONVERSATION_LEVEL, validateExtractedWords, wordKey } from './validate';

export type { LessonTarget } from './candidates';
export type { CorrectionNote } from './corrections';

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

/** product.md#vocabulary-extraction limits (and MIN_WORD_LETTERS in candidates.ts). */
export const MAX_CANDIDATES = 15;
export const MAX_RETURNED_WORDS = 10;
export const MAX_FOCUS_WORDS = 3;
export const MAX_CONTEXT_CHARS = 120;
const MAJOR_POS = new Set(['noun', 'verb', 'adj', 'phrase']);

export interface FallbackInput {
  transcript: string;
  level: Level;
  knownWords: readonly string[];
  glossary: GlossaryLookup;
  /** Grammar words and chat stock words (hola, gracias, vale…): never a card. */
  stopWords: ReadonlySet<string>;
  /** Words the tutor introduced with add_vocabulary: kept only when the learner used them. */
  introducedWords?: readonly string[];
  /** The tutor's note_correction records saved with the conversation. */
  corrections?: readonly CorrectionNote[];
  /** The lesson's target items the conversation met, those the learner used first. */
  lessonTargets?: readonly LessonTarget[];
}

/** Dedupes by lemma: the first (highest-priority) candidate of a lemma wins. */
function unique(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => !seen.has(c.key) && seen.add(c.key));
}

/**
 * Fallback extraction (product.md#vocabulary-extraction), in the order a teacher would keep words: what the learner
 * asked about, what the tutor corrected, the lesson's targets met, the learner's own words, then
 * the words the tutor introduced that the learner used. Never stop or stock words, names, numbers
 * or known words; verbs read by their role (me levanto → levantarse); each card's sentence is a
 * correct one. At most the level's count (and 10); the learner's words two levels below their
 * level only fill up to the level's minimum count.
 */
export function fallbackExtract(input: FallbackInput): ExtractionResult {
  const { glossary, level } = input;
  const turns = transcriptTurns(input.transcript);
  const found = corrections(turns, input.corrections ?? []);
  const { turns: fixed, unsafe } = correctedLearnerTurns(turns, found);
  const known = new Set(input.knownWords.map(wordKey));
  const filter: WordFilter = {
    skips: (key) => input.stopWords.has(key) || known.has(key),
    names: learnerNames(fixed),
  };
  const contexts = new ContextIndex(glossary);
  indexContexts(contexts, turns, fixed, found, unsafe);

  const asked = askedCandidates(askedWords(turns, transcriptSentences), glossary, filter, contexts, level);
  const corrected = correctionCandidates(found, glossary, filter);
  const lesson = lessonCandidates(input.lessonTargets ?? [], glossary, filter, contexts, level);
  // Stryker disable next-line ArrayDeclaration: a made-up introduced word matches no word the learner used
  const introduced = introducedKeys(input.introducedWords ?? [], glossary);
  // Nouns, verbs and adjectives make better cards than adverbs and prepositions (después, cerca).
  const minor = (c: Candidate): number => (MAJOR_POS.has(c.pos) ? 0 : 1);
  // Ties keep the order of first use: own words come in that order and the sort is stable.
  const own = ownCandidates(fixed, unsafe, glossary, filter, contexts, introduced)
    .filter((c) => !lesson.covered.has(c.key))
    .sort((a, b) => a.tier - b.tier || minor(a) - minor(b) || b.count - a.count)
    .slice(0, MAX_CANDIDATES);

  const learner = levelIndex(level);
  // The learner's own words two levels below them are known in all likelihood: filler only.
  const easy = (c: Candidate): boolean => c.tier >= TIER.own && levelIndex(c.level) < learner - 1;
  const ranked = unique([...asked, ...corrected, ...lesson.candidates, ...own]);
  const { min, max } = extractionCount(level);
  const limit = Math.min(MAX_RETURNED_WORDS, max);
  const chosen = ranked.filter((c) => !easy(c)).slice(0, limit);
  // Fillers: the least basic first (an A2 word for a B2 learner before an A0 one).
  const fillers = ranked.filter(easy).sort((a, b) => levelIndex(b.level) - levelIndex(a.level));
  for (const filler of fillers) {
    if (chosen.length >= Math.min(min, limit)) break;
    chosen.push(filler);
  }

  const difficultyOf = (c: Candidate): number =>
    clampDifficulty(LEVEL_BASE_DIFFICULTY[level] + levelIndex(c.level) - learner);
  const words = chosen.map((c) => ({
    word: c.word,
    translation: c.translation ?? c.gloss.split(';')[0],
    context: contextAround(
      c.context,
      Math.max(0, c.context.toLowerCase().indexOf(c.word)),
      MAX_CONTEXT_CHARS,
    ),
    difficulty: difficultyOf(c),
    category: PART_OF_SPEECH_NAMES[c.pos],
    definition: c.gloss,
  }));
  // Same acceptance rule as model output, so both paths save the same kind of words; it also trims
  // every field and names a missing category 'general'.
  const extractedWords = validateExtractedWords(words, input.knownWords);

  const kept = new Set(extractedWords.map((w) => wordKey(w.word)));
  // What the learner asked about or got wrong is what to practise first; then the hardest.
  const urgent = (c: Candidate): number => (c.tier <= TIER.lesson ? 0 : 1);
  const recommendedFocus = chosen
    .filter((c) => kept.has(c.key))
    .sort(
      (a, b) =>
        urgent(a) - urgent(b) || difficultyOf(b) - difficultyOf(a) || b.count - a.count || a.first - b.first,
    )
    .slice(0, MAX_FOCUS_WORDS)
    .map((c) => c.word);

  // The tutor speaks at the learner's level, so glossary levels of the words mostly echo the
  // learner's own level and say little about the conversation; keep the spec's default.
  return { extractedWords, conversationLevel: DEFAULT_CONVERSATION_LEVEL, recommendedFocus };
}
