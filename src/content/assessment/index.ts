import type { AssessmentQuestion, QuickAssessmentQuestion } from '../../domain/assessment/types';
import { assessmentQuestionSchema, quickAssessmentQuestionSchema } from './schema';
import { A0_QUESTIONS } from './bank/a0';
import { A1_QUESTIONS } from './bank/a1';
import { A2_QUESTIONS } from './bank/a2';
import { B1_QUESTIONS } from './bank/b1';
import { B2_QUESTIONS } from './bank/b2';
import { C1_QUESTIONS } from './bank/c1';
import { C2_QUESTIONS } from './bank/c2';
import { QUICK_ASSESSMENT_QUESTIONS as QUICK_SOURCE } from './quick';

/** A bank entry that breaks the schema (product.md#entities) or repeats an id. */
export class InvalidQuestionError extends Error {
  constructor(
    readonly questionId: string,
    detail: string,
  ) {
    super(`Invalid assessment question "${questionId}": ${detail}`);
    this.name = 'InvalidQuestionError';
  }
}

function idOf(value: unknown): string {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : '(no id)';
}

/** Validates every entry against a schema and checks ids are unique; throws naming the first bad id. */
export function validateQuestions<T extends { id: string }>(
  questions: readonly unknown[],
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: Error } },
): readonly T[] {
  const seen = new Set<string>();
  return Object.freeze(
    questions.map((raw) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new InvalidQuestionError(idOf(raw), parsed.error.message);
      if (seen.has(parsed.data.id)) throw new InvalidQuestionError(parsed.data.id, 'duplicate id');
      seen.add(parsed.data.id);
      return parsed.data;
    }),
  );
}

// Validated once at module load: a broken data file fails start-up and every test, not a user's session.
/** The full-assessment question bank, all levels (product.md#assessment-scoring). */
export const QUESTION_BANK: readonly AssessmentQuestion[] = validateQuestions<AssessmentQuestion>(
  [
    ...A0_QUESTIONS,
    ...A1_QUESTIONS,
    ...A2_QUESTIONS,
    ...B1_QUESTIONS,
    ...B2_QUESTIONS,
    ...C1_QUESTIONS,
    ...C2_QUESTIONS,
  ],
  assessmentQuestionSchema,
);

/** The 3 quick-assessment questions (product.md#quick-assessment), validated like the bank. */
export const QUICK_ASSESSMENT_QUESTIONS: readonly QuickAssessmentQuestion[] =
  validateQuestions<QuickAssessmentQuestion>(QUICK_SOURCE, quickAssessmentQuestionSchema);

const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));

/** The bank question with this id, if any (product.md#assessment-scoring: responses refer to questions by id). */
export function findQuestion(id: string): AssessmentQuestion | undefined {
  return byId.get(id);
}

/** What the browser may see before answering: the answer key and its explanation are withheld. */
export type PublicAssessmentQuestion = Omit<AssessmentQuestion, 'correctAnswer' | 'explanation'>;

/** Strips the answer key from a question before it is sent to the browser (product.md#full-assessment question screen). */
export function publicQuestion(q: AssessmentQuestion): PublicAssessmentQuestion {
  // Fields are listed one by one so that anything added to the type later is not leaked by default.
  return {
    id: q.id,
    type: q.type,
    level: q.level,
    question: q.question,
    options: [...q.options],
    points: q.points,
    tags: [...q.tags],
  };
}
