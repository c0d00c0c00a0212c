import { z } from 'zod';
import { CORRECTION_KINDS } from '../content/tutor/correction-kinds';

/**
 * The realtime voice protocol between the browser, the relay and an upstream (product.md#realtime-protocol
 * "Realtime voice service"). Event names are the spec's (OpenAI Realtime beta names); the relay
 * translates when the configured upstream speaks the GA names.
 */

/** Largest client event the relay accepts (an audio chunk of 8192 samples is about 22 KB). */
export const MAX_CLIENT_EVENT_BYTES = 256 * 1024;
/** Longest typed message a learner may send in one turn. */
export const MAX_TYPED_MESSAGE_CHARS = 1000;

const eventId = z.string().min(1).max(64);

const contentPart = z.looseObject({
  type: z.enum(['input_text', 'input_audio', 'text', 'audio', 'item_reference']),
  text: z
    .string()
    .max(MAX_TYPED_MESSAGE_CHARS * 4)
    .optional(),
  transcript: z.string().nullable().optional(),
  audio: z.string().optional(),
});

const messageItem = z.looseObject({
  id: z.string().max(64).optional(),
  type: z.literal('message'),
  role: z.enum(['user', 'assistant', 'system']),
  content: z.array(contentPart).min(1).max(16),
});
const functionOutputItem = z.looseObject({
  id: z.string().max(64).optional(),
  type: z.literal('function_call_output'),
  call_id: z.string().min(1).max(128),
  output: z.string().max(16_000),
});

/** Client events, one schema per type (product.md#realtime-protocol). */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.looseObject({ event_id: eventId, type: z.literal('session.update'), session: z.looseObject({}) }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('conversation.item.create'),
    previous_item_id: z.string().max(64).nullable().optional(),
    item: z.discriminatedUnion('type', [messageItem, functionOutputItem]),
  }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('conversation.item.delete'),
    item_id: z.string().min(1).max(64),
  }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('conversation.item.truncate'),
    item_id: z.string().min(1).max(64),
    content_index: z.number().int().min(0),
    audio_end_ms: z.number().int().min(0),
  }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('input_audio_buffer.append'),
    audio: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'audio must be base64'),
  }),
  z.looseObject({ event_id: eventId, type: z.literal('input_audio_buffer.commit') }),
  z.looseObject({ event_id: eventId, type: z.literal('input_audio_buffer.clear') }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('response.create'),
    response: z.looseObject({}).optional(),
  }),
  z.looseObject({
    event_id: eventId,
    type: z.literal('response.cancel'),
    response_id: z.string().optional(),
  }),
]);

/** Every event carries event_id and type (product.md#realtime-protocol). */
export const eventEnvelopeSchema = z.looseObject({ event_id: z.string(), type: z.string() });

/** Close codes the relay uses, with the reason sent along (WebSocket private range 4000–4999). */
export const RELAY_CLOSE = {
  badModel: { code: 4400, reason: 'This voice model is not available.' },
  forbidden: { code: 4403, reason: 'This connection came from another site and was refused.' },
  tooManySessions: {
    code: 4429,
    reason: 'You already have the maximum number of live conversations open. Close one and try again.',
  },
  sessionTimeLimit: {
    code: 4408,
    reason: 'This conversation reached its time limit. Start a new one to continue.',
  },
  upstreamFailed: { code: 4502, reason: 'The voice service could not be reached. Please try again.' },
  upstreamClosed: { code: 4503, reason: 'The voice service closed the conversation.' },
  tooLarge: { code: 1009, reason: 'Message too big: events are limited to 256 KB.' },
  tooSlow: { code: 4409, reason: 'The connection is too slow to keep up with the conversation.' },
  lessonLocked: { code: 4423, reason: 'This lesson is locked. Complete the lessons before it first.' },
  aiTutorReserved: {
    code: 4402,
    reason: 'The AI tutor is for subscribers. Refresh to practise with the built-in tutor.',
  },
} as const;

/** Voice-service health as `GET /api/realtime/status` reports it (the status box on /chat). */
export const realtimeStatusSchema = z.object({
  /** local: the built-in practice tutor (no AI); openai: a realtime voice model; pipeline: STT → LLM → TTS. */
  upstream: z.enum(['local', 'openai', 'pipeline']),
  model: z.string(),
  ready: z.boolean(),
  /** Whether the server hears the learner's audio (realtime model or STT); else browser recognition. */
  serverListens: z.boolean(),
  /** Whether the server sends the tutor's audio (realtime model or TTS); else the browser speaks. */
  serverSpeaks: z.boolean(),
  message: z.string(),
  /** Set when the AI tutor is kept for subscribers and this learner gets the built-in one instead. */
  notice: z.string().nullable(),
  checkedAt: z.string(),
});

/** Why a learner without a plan meets the built-in tutor where an AI tutor runs. */
export const AI_TUTOR_RESERVED =
  'The AI tutor is part of the subscription. You are practising with the built-in tutor, which is free; subscribe to talk with the AI tutor.';
export type RealtimeStatus = z.infer<typeof realtimeStatusSchema>;

/** Tool names of the tutor (product.md#tutor-tools). */
export const TUTOR_TOOLS = {
  setMemory: 'set_memory',
  addVocabulary: 'add_vocabulary',
  /** Beyond the spec: the tutor reports each correction it makes, for the feedback card. */
  noteCorrection: 'note_correction',
} as const;

/** The arguments of note_correction: what the learner said, the better form and a short why. */
export const noteCorrectionArgsSchema = z.object({
  original: z.string().trim().min(1).max(500),
  corrected: z.string().trim().min(1).max(500),
  explanation: z.string().trim().max(500).default(''),
  /** The kind of error, from a fixed list; a model's unknown or missing kind counts as "other". */
  category: z.enum(CORRECTION_KINDS).catch('other').default('other'),
});
export type NoteCorrectionArgs = z.infer<typeof noteCorrectionArgsSchema>;
