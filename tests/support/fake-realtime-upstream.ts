import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A stand-in for the OpenAI Realtime WebSocket API on loopback. It answers with the documented
 * event sequences (beta names, or GA names with `dialect: 'ga'`):
 * - a typed user message -> a text turn (or a set_memory function call when it says "me llamo X");
 * - input_audio_buffer.commit -> the audio turn: transcription of the learner, then an assistant
 *   reply with audio deltas (24 kHz PCM16 tone) and its transcript;
 * - "trigger error" -> an error event; "drop the line" -> the server closes the socket.
 */
export interface FakeRealtimeUpstream {
  url: string;
  /** Every event each connection received, in order. */
  received: Record<string, unknown>[][];
  /** Every event each connection sent, as sent. */
  sent: string[][];
  requests: IncomingMessage[];
  /** Delay before session.created, to test the relay's queue. */
  setOpenDelay(ms: number): void;
  stop(): Promise<void>;
}

export const FAKE_TRANSCRIPT = 'Hola, me llamo Ana.';
export const FAKE_AUDIO_REPLY = '¡Hola, Ana! ¿De dónde eres?';
export const FAKE_TEXT_REPLY = '¡Muy bien! ¿Qué te gusta comer?';

let counter = 0;
const id = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(6, '0')}`;

/** 100 ms of a 440 Hz tone as 24 kHz PCM16, base64: what response.audio.delta carries. */
export function toneChunk(ms = 100): string {
  const samples = new Int16Array((24_000 * ms) / 1000);
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 24_000));
  return Buffer.from(samples.buffer).toString('base64');
}

export async function startFakeRealtimeUpstream(
  options: { dialect?: 'beta' | 'ga' } = {},
): Promise<FakeRealtimeUpstream> {
  const ga = options.dialect === 'ga';
  const name = (beta: string): string =>
    ga
      ? ({
          'response.text.delta': 'response.output_text.delta',
          'response.text.done': 'response.output_text.done',
          'response.audio.delta': 'response.output_audio.delta',
          'response.audio.done': 'response.output_audio.done',
          'response.audio_transcript.delta': 'response.output_audio_transcript.delta',
          'response.audio_transcript.done': 'response.output_audio_transcript.done',
          'conversation.item.created': 'conversation.item.added',
        }[beta] ?? beta)
      : beta;
  const partType = (beta: 'text' | 'audio') => (ga ? `output_${beta}` : beta);
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const state = {
    received: [] as Record<string, unknown>[][],
    sent: [] as string[][],
    requests: [] as IncomingMessage[],
    delay: 0,
  };

  server.on('connection', (socket: WebSocket, request) => {
    const received: Record<string, unknown>[] = [];
    const sent: string[] = [];
    state.received.push(received);
    state.sent.push(sent);
    state.requests.push(request);
    const items: string[] = [];
    let pendingCall: { callId: string; name: string } | null = null;
    let lastUserText = '';
    const send = (type: string, fields: Record<string, unknown> = {}) => {
      const text = JSON.stringify({ event_id: id('event'), type: name(type), ...fields });
      sent.push(text);
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const previous = () => items.at(-1) ?? null;

    const session = ga
      ? {
          type: 'realtime',
          object: 'realtime.session',
          id: id('sess'),
          model: 'gpt-realtime',
          output_modalities: ['audio'],
          audio: { input: { format: { type: 'audio/pcm', rate: 24000 } }, output: { voice: 'marin' } },
        }
      : {
          object: 'realtime.session',
          id: id('sess'),
          model: 'gpt-4o-realtime-preview',
          modalities: ['text', 'audio'],
          voice: 'alloy',
          input_audio_format: 'pcm16',
        };
    setTimeout(() => send('session.created', { session }), state.delay);

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

    function functionCallResponse(fn: string, args: Record<string, string>) {
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
      pendingCall = { callId, name: fn };
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

    let audioCommitted = false;
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      received.push(event);
      switch (event.type) {
        case 'session.update':
          return send('session.updated', { session: { ...session, ...(event.session as object) } });
        case 'conversation.item.create': {
          const item = event.item as { id?: string; type: string; content?: { text?: string }[] };
          const itemId = item.id ?? id('item');
          send('conversation.item.created', {
            previous_item_id: previous(),
            item: { ...item, id: itemId, object: 'realtime.item', status: 'completed' },
          });
          items.push(itemId);
          if (item.type === 'message')
            lastUserText = item.content?.map((part) => part.text ?? '').join(' ') ?? '';
          return;
        }
        case 'input_audio_buffer.commit':
          audioCommitted = true;
          return audioTurn();
        case 'response.create': {
          if (pendingCall) {
            pendingCall = null;
            return textResponse('¡Encantada, Ana! ¿Dónde vives?');
          }
          if (audioCommitted) {
            audioCommitted = false;
            return audioResponse();
          }
          if (/trigger error/i.test(lastUserText))
            return send('error', {
              error: {
                type: 'invalid_request_error',
                code: 'test_error',
                message: 'Something the test asked for went wrong.',
                param: null,
                event_id: event.event_id,
              },
            });
          if (/drop the line/i.test(lastUserText)) return socket.close(1011, 'upstream went away');
          const name = /me llamo (\p{L}+)/iu.exec(lastUserText)?.[1];
          if (name) return functionCallResponse('set_memory', { key: 'name', value: name });
          return textResponse(FAKE_TEXT_REPLY);
        }
        case 'response.cancel':
          return;
        default:
          return;
      }
    });
  });

  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/v1/realtime`,
    received: state.received,
    sent: state.sent,
    requests: state.requests,
    setOpenDelay(ms) {
      state.delay = ms;
    },
    stop: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
