/** Checking what the extraction model returned (product.md#vocabulary-extraction). */
import { MIN_DIFFICULTY, clampDifficulty } from './count-by-level';
import type { ExtractedWord } from './types';

/** The model's reply was not the JSON object we asked for. */
export class ExtractionParseError extends Error {
  override name = 'ExtractionParseError';
}

/** The reply's shape before each word is validated. */
export interface RawExtraction {
  extractedWords: unknown[];
  conversationLevel: number;
  recommendedFocus: string[];
}

/** Default conversation level when the reply gives none (product.md#limits). */
export const DEFAULT_CONVERSATION_LEVEL = 2;

/** Lower-cased, NFC form, so "Café" typed and "café" decomposed compare equal. */
export function wordKey(word: string): string {
  return word.normalize('NFC').trim().toLowerCase();
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/*
 * The model sometimes sends difficulty as "3"; numeric strings are accepted. Anything that is not a
 * number becomes 1, the lowest difficulty: an unrated word is shown as easy rather than invented.
 */
function difficultyOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? clampDifficulty(n) : MIN_DIFFICULTY;
}

/**
 * Keeps words with word, translation and context present and not already known (case-insensitive,
 * also once per batch); clamps difficulty to 1–5; missing category → 'general' (product.md#vocabulary-extraction).
 */
export function validateExtractedWords(
  raw: readonly unknown[],
  knownWords: readonly string[],
): ExtractedWord[] {
  const seen = new Set(knownWords.map(wordKey));
  const kept: ExtractedWord[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = item as Record<string, unknown>;
    const word = nonEmptyString(fields.word);
    const translation = nonEmptyString(fields.translation);
    const context = nonEmptyString(fields.context);
    if (word === null || translation === null || context === null) continue;
    const key = wordKey(word);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      word,
      translation,
      context,
      difficulty: difficultyOf(fields.difficulty),
      category: nonEmptyString(fields.category) ?? 'general',
      definition: nonEmptyString(fields.definition) ?? '',
    });
  }
  return kept;
}

/** Removes a ```json … ``` fence the model may wrap its answer in. */
function stripFence(content: string): string {
  const fenced = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(content.trim());
  return fenced?.[1] ?? content.trim();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Tolerate a sentence before or after the object ("Here is the JSON: {…}").
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start === -1 || end <= start) throw new ExtractionParseError('Extraction reply is not JSON');
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      throw new ExtractionParseError('Extraction reply is not valid JSON');
    }
  }
}

/** Parses the model's `content` string into the extraction result shape (product.md#vocabulary-extraction). */
export function parseExtractionContent(content: string): RawExtraction {
  const parsed = parseJson(stripFence(content));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ExtractionParseError('Extraction reply is not a JSON object');
  }
  const fields = parsed as Record<string, unknown>;
  const level = fields.conversationLevel;
  return {
    extractedWords: Array.isArray(fields.extractedWords) ? fields.extractedWords : [],
    conversationLevel:
      // Number.isFinite is true only for a finite number, never for a numeric string.
      Number.isFinite(level) ? (level as number) : DEFAULT_CONVERSATION_LEVEL,
    recommendedFocus: Array.isArray(fields.recommendedFocus)
      ? fields.recommendedFocus.filter((f): f is string => typeof f === 'string' && f.trim() !== '')
      : [],
  };
}
