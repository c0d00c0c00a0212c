import { z } from 'zod';
import { VOICE_SPEEDS } from '../domain/settings';

/**
 * Longest text the server voice reads in one request: a word and its example sentence. Longer
 * text is refused, so one request never costs more than a card is worth.
 */
export const SPEECH_MAX_CHARS = 400;

/** `GET /api/speech`: whether this server speaks Spanish for the learner (a voice is configured). */
export const speechStatusSchema = z.object({ serverVoice: z.boolean() });

/** `POST /api/speech`: Spanish text to read aloud, at the learner's voice speed. */
export const speechRequestSchema = z.object({
  text: z
    .string()
    .max(SPEECH_MAX_CHARS, `must be at most ${SPEECH_MAX_CHARS} characters`)
    .refine((text) => text.trim() !== '', 'Please give some text to read aloud.'),
  speed: z.enum(VOICE_SPEEDS).default('normal'),
});
