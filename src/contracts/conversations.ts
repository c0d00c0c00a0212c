import { z } from 'zod';
import { EXTRACTION_FAILURE_KINDS } from '../domain/error-messages';

/** Limits of a saved conversation request; generous for a 30-minute session, bounded for safety. */
export const MAX_SAVED_ITEMS = 400;
export const MAX_ITEM_TEXT_CHARS = 4000;
export const MAX_VOCABULARY_USED = 200;
/** Corrections kept per conversation (beyond the spec: the per-turn feedback cards). */
export const MAX_CORRECTIONS = 100;
export const MAX_CORRECTION_CHARS = 500;

/** One correction the tutor made: what the learner said, the better form and a short why. */
export const correctionSchema = z.object({
  original: z.string().trim().min(1).max(MAX_CORRECTION_CHARS),
  corrected: z.string().trim().min(1).max(MAX_CORRECTION_CHARS),
  explanation: z.string().trim().max(MAX_CORRECTION_CHARS).default(''),
  /**
   * The kind of error as the tutor reported it (one of CORRECTION_KINDS); the server stores an
   * unknown or missing kind as 'other', so an older client's save still succeeds.
   */
  category: z.string().trim().max(40).optional(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const transcriptItemSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(MAX_ITEM_TEXT_CHARS).optional(),
  transcript: z.string().max(MAX_ITEM_TEXT_CHARS).optional(),
});

/**
 * `POST /api/conversations`: the session's items (role, text/transcript), the session vocabulary
 * list and timing (product.md#ending-a-conversation). The server builds the record.
 */
export const saveConversationRequestSchema = z.object({
  items: z
    .array(transcriptItemSchema)
    .min(1, 'There is nothing to save: the conversation has no messages.')
    .max(MAX_SAVED_ITEMS),
  vocabularyUsed: z.array(z.string().trim().min(1).max(80)).max(MAX_VOCABULARY_USED).default([]),
  /** When the session started (ISO); a conversation is saved only if it started (product.md#ending-a-conversation). */
  startedAt: z.iso.datetime({ offset: true }),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  lessonId: z.string().max(40).optional(),
  /** The browser's id for this save: a retry (e.g. after being offline) is stored once. */
  clientId: z.uuid().optional(),
  /** The tutor's corrections (note_correction), oldest first; `errorsCorrected` stays the spec's 0. */
  corrections: z.array(correctionSchema).max(MAX_CORRECTIONS).default([]),
});
export type SaveConversationRequest = z.infer<typeof saveConversationRequestSchema>;
/** What a client sends (fields with a default may be left out). */
export type SaveConversationBody = z.input<typeof saveConversationRequestSchema>;

const extractedWordSchema = z.object({
  id: z.string(),
  word: z.string(),
  translation: z.string(),
  context: z.string(),
  difficulty: z.number(),
  category: z.string(),
  definition: z.string(),
});

/**
 * What happened to vocabulary extraction; when it failed, `code` says which catalogue text applies
 * (the web shows it in the UI language) and `message` is that text in English.
 */
export const extractionOutcomeSchema = z.object({
  status: z.enum(['completed', 'skipped', 'failed']),
  method: z.enum(['openai', 'fallback', 'none']),
  words: z.array(extractedWordSchema),
  conversationLevel: z.number().nullable(),
  recommendedFocus: z.array(z.string()),
  code: z.enum(EXTRACTION_FAILURE_KINDS).optional(),
  message: z.string().optional(),
});
export type ExtractionOutcome = z.infer<typeof extractionOutcomeSchema>;

export const conversationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  timestamp: z.string(),
  context: z.string(),
  vocabularyUsed: z.array(z.string()),
  difficulty: z.number(),
  duration: z.number(),
  aiResponses: z.number(),
  userResponses: z.number(),
  errorsCorrected: z.number(),
  successfulExchanges: z.number(),
  lessonId: z.string().nullable(),
  corrections: z.array(correctionSchema),
});
export type ConversationRecordDto = z.infer<typeof conversationRecordSchema>;

/** A due word the learner used correctly in the conversation, reviewed as Good (ADR 0028). */
const reviewedWordSchema = z.object({ id: z.string(), word: z.string() });
export type ReviewedWord = z.infer<typeof reviewedWordSchema>;

export const saveConversationResponseSchema = z.object({
  conversation: conversationRecordSchema,
  extraction: extractionOutcomeSchema,
  /** Due words used correctly, each given a Good review (empty when the setting is off). */
  reviewedWords: z.array(reviewedWordSchema).default([]),
});
export type SaveConversationResponse = z.infer<typeof saveConversationResponseSchema>;
