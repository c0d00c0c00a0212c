import { z } from 'zod';
import { LEVELS } from '../../domain/levels';
import {
  QUICK_ANSWER_KINDS,
  SKILLS,
  type AssessmentQuestion,
  type QuickAssessmentQuestion,
} from '../../domain/assessment/types';

// Blank strings would render as empty buttons or empty explanations, so text must have a visible character.
const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

// Lower-case words joined by hyphens, e.g. "b2-gra-05": ids travel in URLs and stored responses.
const questionId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** An assessment question (product.md#assessment-scoring): 2–6 options and an in-range answer index. */
export const assessmentQuestionSchema = z
  .strictObject({
    id: questionId,
    type: z.enum(SKILLS),
    level: z.enum(LEVELS),
    question: text,
    options: z.array(text).min(2).max(6),
    correctAnswer: z.number().int().min(0),
    explanation: text.optional(),
    // English stays the default (the spec's text); the Spanish UI shows this one.
    explanationEs: text.optional(),
    points: z.number().int().positive(),
    tags: z.array(text),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    message: 'correctAnswer must index one of the options',
    path: ['correctAnswer'],
  })
  .refine((q) => (q.explanation === undefined) === (q.explanationEs === undefined), {
    message: 'an explanation needs its Spanish version (explanationEs), and only an explanation has one',
    path: ['explanationEs'],
  });

/** A quick-assessment question (product.md#quick-assessment-scoring): each option carries its kind. */
export const quickAssessmentQuestionSchema = z.strictObject({
  id: questionId,
  question: text,
  options: z
    .array(z.strictObject({ text, kind: z.enum(QUICK_ANSWER_KINDS) }))
    .min(2)
    .max(6),
});

// Compile-time proof that the schemas describe exactly the domain types, in both directions:
// if either side changes, these aliases stop compiling.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<T extends true> = T;
/** @public compile-time check that the schema and the type agree */
export type AssessmentQuestionSchemaMatchesType = AssertTrue<
  Exactly<z.infer<typeof assessmentQuestionSchema>, AssessmentQuestion>
>;
/** @public compile-time check that the schema and the type agree */
export type QuickQuestionSchemaMatchesType = AssertTrue<
  Exactly<z.infer<typeof quickAssessmentQuestionSchema>, QuickAssessmentQuestion>
>;
