import type { Level } from '../levels';

/** Skill families of the assessment (product.md#entities). */
export const SKILLS = ['vocabulary', 'grammar', 'comprehension'] as const;
export type Skill = (typeof SKILLS)[number];

/** Assessment question (product.md#assessment-scoring). `correctAnswer` is an index into `options`. */
export interface AssessmentQuestion {
  id: string;
  type: Skill;
  level: Level;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation?: string;
  /** The explanation in Spanish, for the Spanish UI: present exactly when `explanation` is. */
  explanationEs?: string;
  points: number;
  tags: string[];
}

/** Assessment response (product.md#entities). `timeSpent` is in seconds. */
export interface AssessmentResponse {
  questionId: string;
  selectedAnswer: number;
  correct: boolean;
  timeSpent: number;
}

export interface SkillScore {
  correct: number;
  total: number;
  score: number;
  suggestedLevel: Level;
}

/** Assessment result document (product.md#assessment-scoring), without storage ids. */
export interface AssessmentResult {
  userId: string;
  overallLevel: Level;
  confidence: number;
  completedAt: Date;
  scoring: {
    totalQuestions: number;
    correctAnswers: number;
    overallScore: number;
    vocabulary: SkillScore;
    grammar: SkillScore;
    comprehension: SkillScore;
  };
  responses: AssessmentResponse[];
  duration: number;
  version: '1.0';
  recommendations: string[];
  isQuickAssessment: boolean;
}

/** Kinds of answer in the quick assessment (product.md#quick-assessment-scoring). */
export const QUICK_ANSWER_KINDS = ['wrong', 'basic', 'correct', 'intermediate', 'advanced'] as const;
export type QuickAnswerKind = (typeof QUICK_ANSWER_KINDS)[number];

export interface QuickAssessmentOption {
  text: string;
  kind: QuickAnswerKind;
}

export interface QuickAssessmentQuestion {
  id: string;
  question: string;
  options: QuickAssessmentOption[];
}
