import { shiftLevel, type Level } from '../levels';
import type { AssessmentState } from './engine';
import { SKILLS, type AssessmentQuestion, type Skill } from './types';

/** A uniformly random item, or undefined for an empty list; `rng` returns [0, 1). */
export function pickRandom<T>(items: readonly T[], rng: () => number): T | undefined {
  // Stryker disable next-line ConditionalExpression: without the guard an empty list reads items[-1], also undefined
  if (items.length === 0) return undefined;
  const index = Math.min(items.length - 1, Math.max(0, Math.floor(rng() * items.length)));
  return items[index];
}

/** The working level and the levels next to it (product.md#assessment-flow). */
export function candidateLevels(workingLevel: Level): Level[] {
  // shiftLevel clamps at A0 and C2, so the edges collapse onto the working level; drop the repeat.
  return [...new Set([shiftLevel(workingLevel, -1), workingLevel, shiftLevel(workingLevel, 1)])];
}

/** Unasked bank questions at the candidate levels. */
export function candidateQuestions(
  state: AssessmentState,
  bank: readonly AssessmentQuestion[],
): AssessmentQuestion[] {
  const levels = new Set(candidateLevels(state.workingLevel));
  const seen = new Set([...state.asked.map((q) => q.id), ...state.responses.map((r) => r.questionId)]);
  return bank.filter((q) => levels.has(q.level) && !seen.has(q.id));
}

function answersPerSkill(state: AssessmentState): Map<Skill, number> {
  const counts = new Map<Skill, number>();
  for (const response of state.responses) {
    const question = state.asked.find((q) => q.id === response.questionId);
    if (question) counts.set(question.type, (counts.get(question.type) ?? 0) + 1);
  }
  return counts;
}

/**
 * Picks among the candidates (product.md#assessment-flow): the question type with the fewest answers so far
 * (ties by SKILLS order), then questions at the working level if that type has any, then at random.
 */
export function pickNextQuestion(
  state: AssessmentState,
  bank: readonly AssessmentQuestion[],
  rng: () => number,
): AssessmentQuestion | null {
  const candidates = candidateQuestions(state, bank);
  const counts = answersPerSkill(state);
  const typesAvailable = SKILLS.filter((s) => candidates.some((q) => q.type === s));
  let bestType: Skill | undefined;
  for (const skill of typesAvailable) {
    if (bestType === undefined || (counts.get(skill) ?? 0) < (counts.get(bestType) ?? 0)) bestType = skill;
  }
  const ofType = candidates.filter((q) => q.type === bestType);
  const atWorkingLevel = ofType.filter((q) => q.level === state.workingLevel);
  return pickRandom(atWorkingLevel.length > 0 ? atWorkingLevel : ofType, rng) ?? null;
}
