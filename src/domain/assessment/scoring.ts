import type { Level } from '../levels';
import { basePoints, levelForScore } from './bands';
import { SKILLS, type AssessmentQuestion, type AssessmentResult, type Skill, type SkillScore } from './types';

/** One answered question with its (server-computed) correctness. */
export interface ScoredAnswer {
  question: AssessmentQuestion;
  correct: boolean;
}

export type AssessmentScoring = AssessmentResult['scoring'];

function weight(question: AssessmentQuestion): number {
  return question.points * basePoints(question.level);
}

/**
 * Weighted score percent, unrounded (product.md#assessment-scoring).
 * "Divided by the total" is read as: the weight earned by correct answers over the weight of every
 * answered question, so a learner is measured only on what they were asked. No answers scores 0.
 */
export function weightedScorePercent(answers: readonly ScoredAnswer[]): number {
  let earned = 0;
  let possible = 0;
  for (const answer of answers) {
    const w = weight(answer.question);
    possible += w;
    if (answer.correct) earned += w;
  }
  return possible === 0 ? 0 : (earned / possible) * 100;
}

/** The computed overall level of a set of answers (product.md#assessment-scoring). */
export function overallLevelFor(answers: readonly ScoredAnswer[]): Level {
  // The exact percent decides the level; only the displayed score is rounded.
  return levelForScore(weightedScorePercent(answers));
}

/**
 * Per-skill score (product.md#assessment-scoring): the skill's own weighted percent, rounded, and the level
 * that percent reaches. A skill with no answers scores 0 and borrows the overall level, because a
 * skill that was never tested gives no evidence of a different level.
 */
export function skillScore(answers: readonly ScoredAnswer[], skill: Skill, overallLevel: Level): SkillScore {
  const own = answers.filter((a) => a.question.type === skill);
  if (own.length === 0) return { correct: 0, total: 0, score: 0, suggestedLevel: overallLevel };
  const percent = weightedScorePercent(own);
  return {
    correct: own.filter((a) => a.correct).length,
    total: own.length,
    score: Math.round(percent),
    suggestedLevel: levelForScore(percent),
  };
}

/** The full `scoring` block of an assessment result (product.md#assessment-scoring). */
export function scoreAnswers(answers: readonly ScoredAnswer[]): AssessmentScoring {
  const overallLevel = overallLevelFor(answers);
  const [vocabulary, grammar, comprehension] = SKILLS.map((skill) =>
    skillScore(answers, skill, overallLevel),
  );
  return {
    totalQuestions: answers.length,
    correctAnswers: answers.filter((a) => a.correct).length,
    overallScore: Math.round(weightedScorePercent(answers)),
    vocabulary: vocabulary as SkillScore,
    grammar: grammar as SkillScore,
    comprehension: comprehension as SkillScore,
  };
}
