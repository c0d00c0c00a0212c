import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { createTurns, FAKE_TEXT_REPLY, id } from './fake-realtime-upstream-turns';

export {
  FAKE_AUDIO_REPLY,
  FAKE_TEXT_REPLY,
  FAKE_TRANSCRIPT,
  toneChunk,
} from './fake-realtime-upstream-turns';

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
    const { previous, textResponse, functionCallResponse, audioTurn, audioResponse } = createTurns({
      send,
      partType,
      items,
    });

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
          if (name) {
            pendingCall = functionCallResponse('set_memory', { key: 'name', value: name });
            return;
          }
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
