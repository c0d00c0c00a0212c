import { z } from 'zod';
import { CORRECTION_KINDS } from '../content/tutor/correction-kinds';

/** One correction from the ledger: what the learner said, the better form and why. */
export const mistakeExampleSchema = z.object({
  id: z.string(),
  original: z.string(),
  corrected: z.string(),
  explanation: z.string(),
  conversationId: z.string(),
  /** When the conversation was saved (ISO). */
  at: z.string(),
});
export type MistakeExample = z.infer<typeof mistakeExampleSchema>;

const bilingual = z.object({ en: z.string(), es: z.string() });

/** A grammar note that teaches a kind of mistake (the tutor's own notes). */
const mistakeNoteSchema = z.object({
  id: z.string(),
  title: bilingual,
  explanation: bilingual,
  /** A model sentence and its translation. */
  example: z.object({ es: z.string(), en: z.string() }),
});

export const mistakeKindSchema = z.object({
  category: z.enum(CORRECTION_KINDS),
  /** Mistakes of this kind in the window; of them, in its last half and in the half before. */
  count: z.number().int(),
  recent: z.number().int(),
  earlier: z.number().int(),
  trend: z.enum(['up', 'down', 'steady']),
  /** The newest examples, newest first. */
  examples: z.array(mistakeExampleSchema),
  notes: z.array(mistakeNoteSchema),
});
export type MistakeKind = z.infer<typeof mistakeKindSchema>;

/** `GET /api/mistakes`: the learner's mistakes by kind over the last weeks, most frequent first. */
export const mistakesResponseSchema = z
  .object({
    windowDays: z.number().int(),
    kinds: z.array(mistakeKindSchema),
  })
  .meta({ id: 'Mistakes' });
export type MistakesResponse = z.infer<typeof mistakesResponseSchema>;
