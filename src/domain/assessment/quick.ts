import type { Level } from '../levels';
import { RESULT_VERSION } from './result';
import type { AssessmentResponse, AssessmentResult, QuickAnswerKind, SkillScore } from './types';

/** Fixed values of a quick-assessment result (product.md#quick-assessment-scoring). */
export const QUICK_CONFIDENCE = 85;
export const QUICK_DURATION_SECONDS = 60;
export const QUICK_POINTS_PER_ANSWER = 33;

/** Levels the quick assessment can produce; B1 has a description too (product.md#quick-assessment-scoring). */
export type QuickLevel = Extract<Level, 'A0' | 'A1' | 'A2'>;

/**
 * The spec lists basic, correct and intermediate as good. We also count advanced as good: an
 * advanced answer is a correct answer with richer Spanish, and the literal list would score a
 * learner who picked three advanced answers as A0, below one who picked three basic answers.
 */
const GOOD_KINDS: ReadonlySet<QuickAnswerKind> = new Set(['basic', 'correct', 'intermediate', 'advanced']);
const ADVANCED_KINDS: ReadonlySet<QuickAnswerKind> = new Set(['advanced', 'intermediate']);

/** Whether an answer kind counts as good (product.md#assessment-flow, with advanced included; see above). */
export function isGoodAnswer(kind: QuickAnswerKind): boolean {
  return GOOD_KINDS.has(kind);
}

/** The level from the 3 quick answers (product.md#quick-assessment-scoring). */
export function scoreQuickAssessment(kinds: readonly QuickAnswerKind[]): QuickLevel {
  const good = kinds.filter(isGoodAnswer).length;
  const advanced = kinds.filter((k) => ADVANCED_KINDS.has(k)).length;
  if (good <= 1) return 'A0';
  if (good === 2) return 'A1';
  return advanced >= 1 ? 'A2' : 'A1';
}

export interface QuickAnswer {
  questionId: string;
  selectedAnswer: number;
  kind: QuickAnswerKind;
}

export interface BuildQuickAssessmentResultInput {
  userId: string;
  answers: readonly QuickAnswer[];
  completedAt: Date;
}

/** The saved quick-assessment result (product.md#quick-assessment-scoring: confidence 85, 60 s, version 1.0, 33 points each). */
export function buildQuickAssessmentResult(input: BuildQuickAssessmentResultInput): AssessmentResult {
  const overallLevel = scoreQuickAssessment(input.answers.map((a) => a.kind));
  const responses: AssessmentResponse[] = input.answers.map((a) => ({
    questionId: a.questionId,
    selectedAnswer: a.selectedAnswer,
    correct: isGoodAnswer(a.kind),
    // Time per question is not measured in the quick check; the whole check is recorded as 60 s.
    timeSpent: 0,
  }));
  // Quick questions carry no skill, so no skill was measured: the convention of the full
  // assessment for untested skills applies (score 0, the overall level suggested).
  const untested: SkillScore = { correct: 0, total: 0, score: 0, suggestedLevel: overallLevel };
  return {
    userId: input.userId,
    overallLevel,
    confidence: QUICK_CONFIDENCE,
    completedAt: input.completedAt,
    scoring: {
      totalQuestions: input.answers.length,
      correctAnswers: responses.filter((r) => r.correct).length,
      overallScore: QUICK_POINTS_PER_ANSWER * input.answers.length,
      vocabulary: { ...untested },
      grammar: { ...untested },
      comprehension: { ...untested },
    },
    responses,
    duration: QUICK_DURATION_SECONDS,
    version: RESULT_VERSION,
    recommendations: [QUICK_LEVEL_DESCRIPTIONS[overallLevel], ...QUICK_NEXT_STEPS],
    isQuickAssessment: true,
  };
}

/** Results-page descriptions (product.md#quick-assessment-scoring). */
export const QUICK_LEVEL_DESCRIPTIONS: Record<QuickLevel | 'B1', string> = {
  A0: 'You are at the very start of your Spanish journey. Every word you learn now is a building block, and you will be greeting people with confidence in no time.',
  A1: 'You already know some basic words and phrases. With regular practice you will soon be introducing yourself and handling simple everyday exchanges.',
  A2: 'You can handle simple, familiar situations in Spanish. Now is a great time to practise real conversations and grow your range.',
  B1: 'You can get by in most everyday situations and talk about topics you know well. Keep conversing to gain fluency and precision.',
};

/** The three What's Next items on the quick results page (product.md#quick-assessment). */
export const QUICK_NEXT_STEPS: readonly string[] = [
  'Have your first conversation with your AI tutor, pitched at your level.',
  'Review the new words from that conversation with flashcards.',
  'Take the full assessment later for a detailed picture of your skills.',
];
