import { LEVELS, type Level } from '../levels';

/** A level's score band and the base points its questions weigh (product.md#assessment-scoring). */
export interface LevelBand {
  level: Level;
  minPercent: number;
  maxPercent: number;
  basePoints: number;
}

/** Level score bands in ascending order (product.md#assessment-scoring). The bands overlap; only the minimum decides. */
export const LEVEL_BANDS: readonly LevelBand[] = [
  { level: 'A0', minPercent: 0, maxPercent: 30, basePoints: 1 },
  { level: 'A1', minPercent: 25, maxPercent: 50, basePoints: 2 },
  { level: 'A2', minPercent: 45, maxPercent: 65, basePoints: 3 },
  { level: 'B1', minPercent: 60, maxPercent: 80, basePoints: 4 },
  { level: 'B2', minPercent: 75, maxPercent: 90, basePoints: 5 },
  { level: 'C1', minPercent: 85, maxPercent: 95, basePoints: 6 },
  { level: 'C2', minPercent: 90, maxPercent: 100, basePoints: 7 },
];

function bandFor(level: Level): LevelBand {
  const band = LEVEL_BANDS.find((b) => b.level === level);
  // LEVEL_BANDS covers every entry of LEVELS; a miss means the table and LEVELS drifted apart.
  if (!band) throw new Error(`No score band for level ${level}`);
  return band;
}

/** Base points of a question at `level` (product.md#assessment-scoring). */
export function basePoints(level: Level): number {
  return bandFor(level).basePoints;
}

/** The highest level whose minimum the weighted score percent reaches (product.md#assessment-scoring). */
export function levelForScore(percent: number): Level {
  let result: Level = LEVELS[0];
  for (const band of LEVEL_BANDS) {
    if (percent >= band.minPercent) result = band.level;
  }
  return result;
}
