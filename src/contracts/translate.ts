import { z } from 'zod';

/** Longest text the translate action accepts (a whole tutor message is far shorter). */
export const MAX_TRANSLATE_CHARS = 2000;

/** `POST /api/translate` (product.md#translation: text, targetLanguage 'en'). */
export const translateRequestSchema = z.object({
  text: z
    .string()
    .max(MAX_TRANSLATE_CHARS)
    .refine((text) => text.trim() !== '', 'Please give some text to translate.'),
  targetLanguage: z.literal('en').default('en'),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export const translateResponseSchema = z.object({
  translation: z.string(),
  /** Which service answered. */
  provider: z.enum(['openai', 'libretranslate', 'glossary']),
  /** A short English definition when the text is a single word the glossary knows. */
  definition: z.string().optional(),
  /** Says when a sentence was only glossed word by word, or a word is not known. */
  note: z.string().optional(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
