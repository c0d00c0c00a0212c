import { z } from 'zod';
import { LEVELS } from '../domain/levels';
import { SKILLS } from '../domain/assessment/types';

/** Seconds a learner may spend on one question before the answer is treated as malformed. */
const MAX_SECONDS_PER_QUESTION = 3600;
/** A signed attempt token stays small (ids and answers of at most 15 questions). */
const MAX_TOKEN_LENGTH = 8192;

const token = z.string().min(1).max(MAX_TOKEN_LENGTH);
const questionId = z.string().min(1).max(64);
const optionIndex = z.number().int().min(0).max(20);

/** A question as the browser sees it before answering: no answer key, no explanation. */
export const publicQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(SKILLS),
  level: z.enum(LEVELS),
  question: z.string(),
  options: z.array(z.string()),
  points: z.number(),
  tags: z.array(z.string()),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** `POST /api/assessments/session`: a new attempt, its first question and the token that carries it. */
export const startAssessmentResponseSchema = z.object({
  token: z.string(),
  question: publicQuestionSchema,
  questionNumber: z.number().int(),
  maxQuestions: z.number().int(),
  /** A resumed attempt's answers so far, each with its question; empty for a new attempt. */
  answered: z.array(
    z.object({ response: z.lazy(() => assessmentResponseSchema), question: publicQuestionSchema }),
  ),
});
export type StartAssessmentResponse = z.infer<typeof startAssessmentResponseSchema>;

/** `POST /api/assessments/answer`: one answer to the attempt's current question. */
export const answerRequestSchema = z.object({
  token,
  questionId,
  selectedAnswer: optionIndex,
  timeSpent: z.number().min(0).max(MAX_SECONDS_PER_QUESTION),
});

/** Assessment response (product.md#assessment-scoring): questionId, selectedAnswer, correct, timeSpent (seconds). */
export const assessmentResponseSchema = z.object({
  questionId: z.string(),
  selectedAnswer: z.number().int(),
  correct: z.boolean(),
  timeSpent: z.number(),
});

export const answerResponseSchema = z.object({
  correct: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string().nullable(),
  /** The explanation in Spanish, shown in the Spanish UI; null when there is no explanation. */
  explanationEs: z.string().nullable(),
  response: assessmentResponseSchema,
  token: z.string(),
  finished: z.boolean(),
  next: z.object({ question: publicQuestionSchema, questionNumber: z.number().int() }).nullable(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/**
 * `POST /api/assessments`: finish the attempt. `responses`, when sent, must be the attempt's own
 * answers; their `correct` flags are ignored, as every answer is re-scored against the bank.
 */
export const finishAssessmentRequestSchema = z.object({
  token,
  responses: z
    .array(
      z.object({
        questionId,
        selectedAnswer: optionIndex,
        correct: z.boolean().optional(),
        timeSpent: z.number().min(0).max(MAX_SECONDS_PER_QUESTION).optional(),
      }),
    )
    .max(15)
    .optional(),
});

/** `POST /api/assessments/quick`: the 3 quick-check answers (product.md#quick-assessment). */
export const quickAssessmentRequestSchema = z.object({
  answers: z
    .array(z.object({ questionId, selectedAnswer: optionIndex }))
    .min(1)
    .max(10),
});

const skillScoreSchema = z.object({
  correct: z.number(),
  total: z.number(),
  score: z.number(),
  suggestedLevel: z.enum(LEVELS),
});

/** A saved assessment result (product.md#assessment-scoring), dates as ISO strings. */
export const assessmentResultSchema = z.object({
  id: z.string(),
  userId: z.string(),
  overallLevel: z.enum(LEVELS),
  confidence: z.number(),
  completedAt: z.string(),
  scoring: z.object({
    totalQuestions: z.number(),
    correctAnswers: z.number(),
    overallScore: z.number(),
    vocabulary: skillScoreSchema,
    grammar: skillScoreSchema,
    comprehension: skillScoreSchema,
  }),
  responses: z.array(assessmentResponseSchema),
  duration: z.number(),
  version: z.string(),
  recommendations: z.array(z.string()),
  isQuickAssessment: z.boolean(),
});
export type AssessmentResultDocument = z.infer<typeof assessmentResultSchema>;

/** `GET /api/assessments/eligibility` (product.md#retake). */
export const eligibilitySchema = z.object({
  canRetake: z.boolean(),
  nextAvailableDate: z.string().nullable(),
  daysSinceLastAssessment: z.number().nullable(),
});
export type EligibilityDocument = z.infer<typeof eligibilitySchema>;

/** `GET /api/assessments/latest`: the newest result of either kind, or null. */
export const latestAssessmentSchema = z.object({ result: assessmentResultSchema.nullable() });
