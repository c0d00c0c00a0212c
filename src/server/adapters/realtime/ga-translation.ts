/**
 * OpenAI Realtime GA <-> beta event names and shapes. The spec (and our browser client) speaks
 * the beta names; a configured server that speaks GA is translated here, both ways.
 */
import type { RealtimeEvent } from './types';

export type Dialect = 'beta' | 'ga';

const GA_TO_BETA_TYPES: Readonly<Record<string, string>> = {
  'response.output_text.delta': 'response.text.delta',
  'response.output_text.done': 'response.text.done',
  'response.output_audio.delta': 'response.audio.delta',
  'response.output_audio.done': 'response.audio.done',
  'response.output_audio_transcript.delta': 'response.audio_transcript.delta',
  'response.output_audio_transcript.done': 'response.audio_transcript.done',
  'conversation.item.added': 'conversation.item.created',
};
const PART_GA_TO_BETA: Readonly<Record<string, string>> = { output_text: 'text', output_audio: 'audio' };
const PART_BETA_TO_GA: Readonly<Record<string, string>> = { text: 'output_text', audio: 'output_audio' };

/** GA sessions carry `type: "realtime"` and nest audio settings; beta ones have `modalities`. */
export function detectDialect(sessionCreated: RealtimeEvent): Dialect {
  const session = (sessionCreated.session ?? {}) as Record<string, unknown>;
  return session.type === 'realtime' || 'output_modalities' in session || 'audio' in session ? 'ga' : 'beta';
}

function mapParts(item: unknown, table: Readonly<Record<string, string>>): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const record = item as Record<string, unknown>;
  if (!Array.isArray(record.content)) return item;
  return {
    ...record,
    content: (record.content as Record<string, unknown>[]).map((part) =>
      typeof part?.type === 'string' && table[part.type] ? { ...part, type: table[part.type] } : part,
    ),
  };
}

function gaSessionToBeta(session: Record<string, unknown>): Record<string, unknown> {
  const audio = (session.audio ?? {}) as {
    input?: Record<string, unknown>;
    output?: Record<string, unknown>;
  };
  const { output_modalities: modalities, audio: _audio, max_output_tokens: maxTokens, ...rest } = session;
  return {
    ...rest,
    modalities: Array.isArray(modalities) && modalities.includes('audio') ? ['text', 'audio'] : modalities,
    voice: audio.output?.voice,
    input_audio_transcription: audio.input?.transcription ?? null,
    turn_detection: audio.input?.turn_detection ?? null,
    max_response_output_tokens: maxTokens,
  };
}

/** A GA server event in beta names and shapes. */
export function gaToBeta(event: RealtimeEvent): RealtimeEvent {
  const type = GA_TO_BETA_TYPES[event.type] ?? event.type;
  const out: RealtimeEvent = { ...event, type };
  if ('item' in out) out.item = mapParts(out.item, PART_GA_TO_BETA);
  if (out.part && typeof out.part === 'object') {
    const part = out.part as Record<string, unknown>;
    if (typeof part.type === 'string' && PART_GA_TO_BETA[part.type])
      out.part = { ...part, type: PART_GA_TO_BETA[part.type] };
  }
  if (
    (type === 'session.created' || type === 'session.updated') &&
    out.session &&
    typeof out.session === 'object'
  )
    out.session = gaSessionToBeta(out.session as Record<string, unknown>);
  if (out.response && typeof out.response === 'object') {
    const response = out.response as Record<string, unknown>;
    if (Array.isArray(response.output))
      out.response = { ...response, output: response.output.map((item) => mapParts(item, PART_GA_TO_BETA)) };
  }
  return out;
}

function betaSessionToGa(session: Record<string, unknown>): Record<string, unknown> {
  const {
    modalities,
    voice,
    input_audio_format: _inFormat,
    output_audio_format: _outFormat,
    input_audio_transcription: transcription,
    turn_detection: turnDetection,
    temperature: _temperature, // GA has no temperature
    max_response_output_tokens: maxTokens,
    ...rest
  } = session;
  const pcm = { type: 'audio/pcm', rate: 24000 };
  const input: Record<string, unknown> = { format: pcm };
  if (transcription !== undefined) input.transcription = transcription;
  if (turnDetection !== undefined) input.turn_detection = turnDetection;
  const output: Record<string, unknown> = { format: pcm };
  if (voice !== undefined) output.voice = voice;
  const ga: Record<string, unknown> = { type: 'realtime', ...rest, audio: { input, output } };
  if (Array.isArray(modalities)) ga.output_modalities = modalities.includes('audio') ? ['audio'] : ['text'];
  if (maxTokens !== undefined) ga.max_output_tokens = maxTokens;
  return ga;
}

/** A beta client event in GA shapes (the event names the client sends are the same in GA). */
export function betaToGa(event: Record<string, unknown>): Record<string, unknown> {
  if (event.type === 'session.update' && event.session && typeof event.session === 'object')
    return { ...event, session: betaSessionToGa(event.session as Record<string, unknown>) };
  if (event.type === 'conversation.item.create')
    return { ...event, item: mapParts(event.item, PART_BETA_TO_GA) };
  if (event.type === 'response.create' && event.response && typeof event.response === 'object') {
    const { modalities, ...rest } = event.response as Record<string, unknown>;
    const response: Record<string, unknown> = { ...rest };
    if (Array.isArray(modalities))
      response.output_modalities = modalities.includes('audio') ? ['audio'] : ['text'];
    return { ...event, response };
  }
  return event;
}
