// Test-only helpers for the assessment tests; not imported by production code.
import { LEVELS, type Level } from '../levels';
import { SKILLS, type AssessmentQuestion, type Skill } from './types';

/** A question with sensible defaults; option 0 is correct unless overridden. */
export function makeQuestion(overrides: Partial<AssessmentQuestion> & { id: string }): AssessmentQuestion {
  return {
    type: 'vocabulary',
    level: 'A1',
    question: `Question ${overrides.id}`,
    options: ['right', 'wrong 1', 'wrong 2', 'wrong 3'],
    correctAnswer: 0,
    points: 1,
    tags: [],
    ...overrides,
  };
}

/** `perCell` questions for every level × skill, ids like "B1-grammar-2". */
export function syntheticBank(perCell = 3, levels: readonly Level[] = LEVELS): AssessmentQuestion[] {
  return levels.flatMap((level) =>
    SKILLS.flatMap((type: Skill) =>
      Array.from({ length: perCell }, (_, i) => makeQuestion({ id: `${level}-${type}-${i}`, level, type })),
    ),
  );
}

/** Deterministic [0, 1) generator (mulberry32) so simulated runs repeat exactly. */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
