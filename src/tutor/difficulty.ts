/**
 * What the difficulty setting changes in the built-in tutor: how long its replies are, whether
 * it glosses in English, and how strictly it corrects. «Adaptive» follows the learner's measured
 * accuracy over their recent sentences.
 */
import type { CorrectionCategory } from '../content/tutor/correction-categories';
import type { Difficulty } from '../domain/settings';
import { levelIndex, type Level } from '../domain/levels';

export interface TutorStyle {
  /** Reply length limit in words (the spec's ceiling is 20). */
  maxWords: number;
  /** English glosses after new words and examples. */
  gloss: boolean;
  /** main: the main error, each kind once a session; normal: minor kinds once; all: every error, every time. */
  strictness: 'main' | 'normal' | 'all';
}

/** Slips a beginner on «easy» is not stopped for: spelling marks and small words. */
export const MINOR_CATEGORIES: ReadonlySet<CorrectionCategory> = new Set([
  'accent',
  'contraction',
  'adjective-position',
  'greeting-agreement',
  'por-que',
  'mas-mejor',
  'dequeismo',
]);

/** Sentences the adaptive setting looks back over, and the accuracy bands it switches at. */
const WINDOW = 6;
const STRUGGLING = 0.5;
const CONFIDENT = 0.8;

export function createDifficulty(difficulty: Difficulty, level: Level) {
  const recent: boolean[] = [];
  const levelGloss = levelIndex(level) <= levelIndex('A2');

  function effective(): Exclude<Difficulty, 'adaptive'> {
    if (difficulty !== 'adaptive') return difficulty;
    if (recent.length < 3) return 'normal';
    const accuracy = recent.filter(Boolean).length / recent.length;
    return accuracy < STRUGGLING ? 'easy' : accuracy >= CONFIDENT ? 'hard' : 'normal';
  }

  return {
    /** Records whether a learner sentence was free of errors the checker knows. */
    record(correct: boolean): void {
      recent.push(correct);
      if (recent.length > WINDOW) recent.shift();
    },
    style(): TutorStyle {
      const mode = effective();
      if (mode === 'easy') return { maxWords: 14, gloss: true, strictness: 'main' };
      if (mode === 'hard') return { maxWords: 20, gloss: false, strictness: 'all' };
      return { maxWords: 20, gloss: levelGloss, strictness: 'normal' };
    },
    /** The categories not to correct now, given those already corrected this session. */
    skip(corrected: ReadonlySet<CorrectionCategory>): ReadonlySet<CorrectionCategory> {
      const { strictness } = this.style();
      if (strictness === 'all') return new Set();
      if (strictness === 'normal') return new Set([...corrected].filter((c) => MINOR_CATEGORIES.has(c)));
      return new Set([...MINOR_CATEGORIES, ...corrected]);
    },
  };
}
