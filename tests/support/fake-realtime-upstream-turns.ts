/**
 * The event sequences the fake Realtime upstream sends for a turn: a text reply, a function call,
 * the learner's audio turn (with its transcription) and the spoken reply, with the documented
 * content part types and ids.
 */
export const FAKE_TRANSCRIPT = 'Hola, me llamo Ana.';
export const FAKE_AUDIO_REPLY = '¡Hola, Ana! ¿De dónde eres?';
export const FAKE_TEXT_REPLY = '¡Muy bien! ¿Qué te gusta comer?';

/** Ids unique across every connection, in the API's prefix_sequence form. */
let counter = 0;
export const id = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(6, '0')}`;

/** 100 ms of a 440 Hz tone as 24 kHz PCM16, base64: what response.audio.delta carries. */
export function toneChunk(ms = 100): string {
  const samples = new Int16Array((24_000 * ms) / 1000);
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 24_000));
  return Buffer.from(samples.buffer).toString('base64');
}

/** What a connection lends the turns: its sender (already in the right dialect) and its item list. */
interface Connection {
  send(type: string, fields?: Record<string, unknown>): void;
  /** Content part type for the dialect: `text`/`audio` (beta) or `output_text`/`output_audio` (GA). */
  partType(beta: 'text' | 'audio'): string;
  /** The conversation's item ids, in order. */
  items: string[];
}

export function createTurns({ send, partType, items }: Connection) {
  const previous = () => items.at(-1) ?? null;

  function textResponse(text: string) {
    const responseId = id('resp');
    const itemId = id('item');
    const ref = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
    const started = {
      id: itemId,
      object: 'realtime.item',
      type: 'message',
      status: 'in_progress',
      role: 'assistant',
      content: [],
    };
    const done = { ...started, status: 'completed', content: [{ type: partType('text'), text }] };
    send('response.created', {
      response: { object: 'realtime.response', id: responseId, status: 'in_progress', output: [] },
    });
    send('response.output_item.added', { response_id: responseId, output_index: 0, item: started });
    send('conversation.item.created', { previous_item_id: previous(), item: started });
    items.push(itemId);
    send('response.content_part.added', { ...ref, part: { type: partType('text'), text: '' } });
    for (const delta of text.split(/(?<= )/)) send('response.text.delta', { ...ref, delta });
    send('response.text.done', { ...ref, text });
    send('response.content_part.done', { ...ref, part: { type: partType('text'), text } });
    send('response.output_item.done', { response_id: responseId, output_index: 0, item: done });
    send('response.done', {
      response: { object: 'realtime.response', id: responseId, status: 'completed', output: [done] },
    });
  }

  /** A function call, answered once the client sends its result; returns the call awaited. */
  function functionCallResponse(fn: string, args: Record<string, string>): { callId: string; name: string } {
    const responseId = id('resp');
    const itemId = id('item');
    const callId = id('call');
    const json = JSON.stringify(args);
    const started = {
      id: itemId,
      object: 'realtime.item',
      type: 'function_call',
      status: 'in_progress',
      name: fn,
      call_id: callId,
      arguments: '',
    };
    const done = { ...started, status: 'completed', arguments: json };
    send('response.created', {
      response: { object: 'realtime.response', id: responseId, status: 'in_progress', output: [] },
    });
    send('response.output_item.added', { response_id: responseId, output_index: 0, item: started });
    send('conversation.item.created', { previous_item_id: previous(), item: started });
    items.push(itemId);
    send('response.function_call_arguments.delta', {
      response_id: responseId,
      item_id: itemId,
      output_index: 0,
      call_id: callId,
      delta: json,
    });
    send('response.function_call_arguments.done', {
      response_id: responseId,
      item_id: itemId,
      output_index: 0,
      call_id: callId,
      arguments: json,
    });
    send('response.output_item.done', { response_id: responseId, output_index: 0, item: done });
    send('response.done', {
      response: { object: 'realtime.response', id: responseId, status: 'completed', output: [done] },
    });
    return { callId, name: fn };
  }

  function audioTurn() {
    const userId = id('item');
    send('input_audio_buffer.committed', { previous_item_id: previous(), item_id: userId });
    send('conversation.item.created', {
      previous_item_id: previous(),
      item: {
        id: userId,
        object: 'realtime.item',
        type: 'message',
        status: 'completed',
        role: 'user',
        content: [{ type: 'input_audio', transcript: null }],
      },
    });
    items.push(userId);
    send('conversation.item.input_audio_transcription.completed', {
      item_id: userId,
      content_index: 0,
      transcript: FAKE_TRANSCRIPT,
    });
  }

  function audioResponse() {
    const responseId = id('resp');
    const itemId = id('item');
    const ref = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
    const started = {
      id: itemId,
      object: 'realtime.item',
      type: 'message',
      status: 'in_progress',
      role: 'assistant',
      content: [],
    };
    const done = {
      ...started,
      status: 'completed',
      content: [{ type: partType('audio'), transcript: FAKE_AUDIO_REPLY }],
    };
    send('response.created', {
      response: { object: 'realtime.response', id: responseId, status: 'in_progress', output: [] },
    });
    send('response.output_item.added', { response_id: responseId, output_index: 0, item: started });
    send('conversation.item.created', { previous_item_id: previous(), item: started });
    items.push(itemId);
    send('response.content_part.added', { ...ref, part: { type: partType('audio'), transcript: '' } });
    for (const delta of FAKE_AUDIO_REPLY.split(/(?<= )/))
      send('response.audio_transcript.delta', { ...ref, delta });
    // 1.5 s of audio in 100 ms chunks, as the API streams it.
    for (let i = 0; i < 15; i += 1) send('response.audio.delta', { ...ref, delta: toneChunk() });
    send('response.audio.done', ref);
    send('response.audio_transcript.done', { ...ref, transcript: FAKE_AUDIO_REPLY });
    send('response.content_part.done', {
      ...ref,
      part: { type: partType('audio'), transcript: FAKE_AUDIO_REPLY },
    });
    send('response.output_item.done', { response_id: responseId, output_index: 0, item: done });
    send('response.done', {
      response: { object: 'realtime.response', id: responseId, status: 'completed', output: [done] },
    });
  }

  return { previous, textResponse, functionCallResponse, audioTurn, audioResponse };
}
