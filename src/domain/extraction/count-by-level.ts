/** Level-dependent extraction numbers (product.md#limits). */
import type { Level } from '../levels';

export interface WordCountRange {
  min: number;
  max: number;
}

/** Words to extract per conversation: A0 3–5, A1/A2 5–8, B1 and above 8–12 (product.md#limits). */
export function extractionCount(level: Level): WordCountRange {
  if (level === 'A0') return { min: 3, max: 5 };
  if (level === 'A1' || level === 'A2') return { min: 5, max: 8 };
  return { min: 8, max: 12 };
}

/** Base word difficulty (1–5) for a learner level (product.md#vocabulary-extraction fallback extractor). */
export const LEVEL_BASE_DIFFICULTY: Readonly<Record<Level, number>> = {
  A0: 1,
  A1: 1,
  A2: 2,
  B1: 3,
  B2: 4,
  C1: 5,
  C2: 5,
};

/** Word difficulty range (product.md#vocabulary-extraction). */
export const MIN_DIFFICULTY = 1;
export const MAX_DIFFICULTY = 5;

/** Clamps to 1–5 and rounds to a whole step (product.md#vocabulary-extraction). */
export function clampDifficulty(value: number): number {
  return Math.min(MAX_DIFFICULTY, Math.max(MIN_DIFFICULTY, Math.round(value)));
}
