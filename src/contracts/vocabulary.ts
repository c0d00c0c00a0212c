import { z } from 'zod';
import { CARD_KINDS } from '../domain/cards/correction-card';
import { RATINGS, VOCAB_STATUSES } from '../domain/srs';

/** product.md#translation: a word added by hand without a definition gets this text. */
export const NO_DEFINITION = 'No definition available';

/** Page size bounds of `GET /api/vocabulary`. */
export const VOCABULARY_PAGE_DEFAULT = 50;
export const VOCABULARY_PAGE_MAX = 200;

/** A vocabulary item as the API returns it (product.md#entities; dates as ISO strings). */
/** FSRS's memory of a card (stability in days, difficulty 1–10, state 0 new … 3 relearning). */
export const fsrsMemorySchema = z
  .object({
    stability: z.number(),
    difficulty: z.number(),
    state: z.number().int(),
    lapses: z.number().int(),
    retention: z.number(),
  })
  .meta({ id: 'FsrsMemory' });

export const vocabularyItemSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    word: z.string(),
    translation: z.string(),
    context: z.string(),
    difficulty: z.number().int(),
    category: z.string(),
    definition: z.string(),
    status: z.enum(VOCAB_STATUSES),
    timesReviewed: z.number().int(),
    correctReviews: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastReviewed: z.string().nullable(),
    nextReviewDue: z.string(),
    /** Days. */
    interval: z.number().int(),
    easeFactor: z.number(),
    consecutiveCorrect: z.number().int(),
    lastReviewResult: z.enum(RATINGS).nullable(),
    /**
     * `correction`: `word` is the learner's sentence, `translation` the corrected one and
     * `definition` the why (ADR 0028). Items cached before kinds existed read as words.
     */
    kind: z.enum(CARD_KINDS).default('word'),
    /**
     * Where the card came from (ADR 0032): the conversation it was saved from, and the lesson
     * that conversation played. Null for words added by hand or imported, for a conversation
     * since deleted, and for items cached before sources existed.
     */
    sourceConversationId: z.string().nullable().optional(),
    sourceLessonId: z.string().nullable().optional(),
    /**
     * FSRS's memory of the card when its learner schedules with FSRS (ADR 0030); null under the
     * classic table. Devices compute the rating buttons' intervals and offline answers from it.
     * Items cached before FSRS existed read as classic.
     */
    fsrs: fsrsMemorySchema.nullable().default(null),
  })
  .meta({ id: 'VocabularyItem' });
export type VocabularyItem = z.infer<typeof vocabularyItemSchema>;

/** Sort orders of the word list: next review first (soonest due), or newest added first. */
export const VOCABULARY_SORTS = ['created', 'nextReview'] as const;
export type VocabularySort = (typeof VOCABULARY_SORTS)[number];

/**
 * `GET /api/vocabulary`: the learner's words, filtered and sorted. `cursor` (from the previous
 * page's `nextCursor`) pages by key and stays fast on large lists; `offset` is kept for old callers.
 */
export const vocabularyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(VOCABULARY_PAGE_MAX).default(VOCABULARY_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(VOCAB_STATUSES, { message: 'must be one of learning, mastered, needs_review' }).optional(),
  category: z.string().trim().max(50, 'must be at most 50 characters').optional(),
  sort: z.enum(VOCABULARY_SORTS, { message: 'must be created or nextReview' }).default('created'),
  cursor: z.string().max(200, 'is not a valid cursor').optional(),
});
export type VocabularyListQuery = z.infer<typeof vocabularyListQuerySchema>;

export const vocabularyListResponseSchema = z.object({
  items: z.array(vocabularyItemSchema),
  /** Words matching the filters. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every category the learner uses, for the filter. */
  categories: z.array(z.string()),
});
export type VocabularyListResponse = z.infer<typeof vocabularyListResponseSchema>;

/** `GET /api/vocabulary/due`: at most 25 due cards, oldest due first (product.md#dashboard-figures, product.md#review-scheduling, product.md#limits). */
export const dueVocabularyResponseSchema = z.object({ items: z.array(vocabularyItemSchema) });
export type DueVocabularyResponse = z.infer<typeof dueVocabularyResponseSchema>;

const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** `POST /api/vocabulary`: word and translation are required (product.md#translation). */
export const createVocabularySchema = z.object({
  word: z.string().trim().min(1, 'Please enter the word.').max(100, 'must be at most 100 characters'),
  translation: z
    .string()
    .trim()
    .min(1, 'Please enter the translation.')
    .max(300, 'must be at most 300 characters'),
  context: optionalText(1000),
  definition: optionalText(1000),
  category: optionalText(50),
  difficulty: z.number().int().min(1, 'must be from 1 to 5').max(5, 'must be from 1 to 5').optional(),
});
export type CreateVocabularyRequest = z.infer<typeof createVocabularySchema>;

/** Longest sentence a correction card keeps (the saved corrections' own limit). */
export const MAX_CORRECTION_CARD_CHARS = 500;

const sentence = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(MAX_CORRECTION_CARD_CHARS, `must be at most ${MAX_CORRECTION_CARD_CHARS} characters`);

/** `POST /api/vocabulary/corrections`: a tutor's correction kept as a card of its own kind. */
export const createCorrectionCardSchema = z.object({
  original: sentence('Please give the sentence as you said it.'),
  corrected: sentence('Please give the corrected sentence.'),
  explanation: z
    .string()
    .trim()
    .max(MAX_CORRECTION_CARD_CHARS, `must be at most ${MAX_CORRECTION_CARD_CHARS} characters`)
    .default(''),
  category: optionalText(50),
  /** The learner's conversation the correction was made in: the card links back to it (ADR 0032). */
  conversationId: z.uuid({ message: 'must be a UUID' }).optional(),
});
export type CreateCorrectionCardRequest = z.infer<typeof createCorrectionCardSchema>;

const EARLIEST_REVIEW = Date.UTC(2000, 0, 1);

/** `POST /api/vocabulary/:id/review`; `reviewId` makes a retried request apply once. */
export const reviewRequestSchema = z.object({
  rating: z.enum(RATINGS, { message: 'must be one of again, hard, good, easy' }),
  reviewId: z.uuid({ message: 'must be a UUID' }),
  reviewedAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO date-time' })
    // Offline reviews are days old, not centuries: a year 0 or 0001 date has no place in a schedule.
    .refine((value) => Date.parse(value) >= EARLIEST_REVIEW, 'must be a date after 2000-01-01')
    .optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** `PATCH /api/vocabulary/:id`: what the learner may edit on a word. */
export const patchVocabularySchema = z
  .object({
    translation: z
      .string()
      .trim()
      .min(1, 'Please enter the translation.')
      .max(300, 'must be at most 300 characters')
      .optional(),
    definition: optionalText(1000),
    context: optionalText(1000),
    category: optionalText(50),
  })
  .strict();
export type PatchVocabularyRequest = z.infer<typeof patchVocabularySchema>;

/**
 * `GET /api/vocabulary/export?format=csv|apkg|reviews`: the word list as CSV or as an Anki
 * package, or the review history as a second CSV (word, kind, rating, reviewed_at), kept apart so
 * the word list's CSV imports as before.
 */
export const vocabularyExportQuerySchema = z.object({
  format: z.enum(['csv', 'apkg', 'reviews'], { message: 'must be csv, apkg or reviews' }).default('csv'),
});

const fieldPosition = z.number({ message: 'must be a field number' }).int().min(0).max(99);

/** Which field of an Anki note type (0-based) holds the Spanish word, its English meaning, an example and a note. */
export const ankiFieldMappingSchema = z
  .object({
    word: fieldPosition,
    translation: fieldPosition,
    example: fieldPosition.nullable(),
    definition: fieldPosition.nullable(),
  })
  .refine(
    ({ word, translation, example, definition }) => {
      const used = [word, translation, example, definition].filter((ord) => ord !== null);
      return new Set(used).size === used.length;
    },
    { message: 'each field can be used for one thing only' },
  );

/** The learner's mapping per note type id (the ids the preview reported). */
export const ankiFieldMappingsSchema = z.record(
  z.string().regex(/^-?\d{1,20}$/, { message: 'must be a note type id from the preview' }),
  ankiFieldMappingSchema,
);
export type AnkiFieldMappings = z.infer<typeof ankiFieldMappingsSchema>;

/** `POST /api/vocabulary/import?dryRun=1`: with dryRun nothing is saved (the preview). */
export const vocabularyImportQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /** For an Anki package: the field mapping as JSON (`ankiFieldMappingsSchema`); note types left out keep the guess. */
  mapping: z.string().max(20_000, { message: 'is too long' }).optional(),
});

/** A note type of an imported Anki package: its fields, how many notes use it, the first note's fields and the mapping used. */
export const ankiNoteTypeReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.string()),
  notes: z.number().int(),
  sample: z.array(z.string()),
  mapping: z.object({
    word: z.number().int(),
    translation: z.number().int(),
    example: z.number().int().nullable(),
    definition: z.number().int().nullable(),
  }),
});
export type AnkiNoteTypeReport = z.infer<typeof ankiNoteTypeReportSchema>;

const importedWordSchema = z.object({ word: z.string(), translation: z.string() });

/** What an import added (or would add) and what it skipped, with the reason. */
export const vocabularyImportReportSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(['csv', 'apkg']),
  added: z.array(importedWordSchema),
  skipped: z.array(importedWordSchema.extend({ reason: z.enum(['duplicate']) })),
  /**
   * Lines of a CSV (1 is the header) or notes of an Anki package (1 is the first) that could not
   * be read as a word; the others are imported.
   */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.enum(['word-or-translation-missing']) })),
  /** For an Anki package: its note types and how their fields were read. */
  noteTypes: z.array(ankiNoteTypeReportSchema).optional(),
});
export type VocabularyImportReport = z.infer<typeof vocabularyImportReportSchema>;
