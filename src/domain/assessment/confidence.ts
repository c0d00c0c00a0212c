import { LEVELS, levelIndex, type Level } from '../levels';
import type { ScoredAnswer } from './scoring';

export const MAX_CONFIDENCE = 95;
/** Confidence when neither the level nor its neighbours were asked (product.md#assessment-scoring). */
export const DEFAULT_CONFIDENCE = 50;
const NEIGHBOUR_CONFIDENCE_CAP = 80;

function accuracy(answers: readonly ScoredAnswer[]): number {
  return answers.filter((a) => a.correct).length / answers.length;
}

/**
 * Confidence (0–95, integer) that the learner is at `level` (product.md#assessment-scoring):
 * min(95, 80 × accuracy at the level + min(20, 2 × answers at the level)). With no answers at the
 * level, the pooled accuracy of the two neighbouring levels × 100, capped at 80; with none there, 50.
 */
export function confidenceAt(level: Level, answers: readonly ScoredAnswer[]): number {
  const atLevel = answers.filter((a) => a.question.level === level);
  if (atLevel.length > 0) {
    const raw = 80 * accuracy(atLevel) + Math.min(20, 2 * atLevel.length);
    return Math.round(Math.min(MAX_CONFIDENCE, raw));
  }
  const i = levelIndex(level);
  // At A0 and C2 one side is undefined, which no question's level matches.
  const neighbours = new Set<Level | undefined>([LEVELS[i - 1], LEVELS[i + 1]]);
  const nearby = answers.filter((a) => neighbours.has(a.question.level));
  if (nearby.length === 0) return DEFAULT_CONFIDENCE;
  return Math.round(Math.min(NEIGHBOUR_CONFIDENCE_CAP, accuracy(nearby) * 100));
}
