import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandlers } from './fake-ai-services-handlers';
import { parseMultipart, sendError } from './fake-ai-services-formats';

export { tone, wavHeader } from './fake-ai-services-formats';
export { ruleChat, type TutorRule } from './fake-ai-services-rule-chat';

/**
 * One OpenAI-compatible server on loopback speaking the real protocols the pipeline tutor uses:
 * - `GET /v1/models`;
 * - `POST /v1/chat/completions`, streamed as server-sent events (text deltas and tool-call
 *   fragments, then `[DONE]`) or as one JSON completion when `stream` is not set;
 * - `POST /v1/audio/transcriptions`, multipart/form-data with a WAV `file`, `model`, `language`;
 * - `POST /v1/audio/speech`, JSON in, raw PCM16 or a WAV stream out, in chunks over time.
 * Each request is recorded with whether the caller aborted it before the answer was complete.
 */

export interface ChatScript {
  /** Text to stream, in the given pieces (or split into words). */
  text?: string | string[];
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** An error status instead of an answer. */
  status?: number;
  /** Wait before the headers (a slow service). */
  delayMs?: number;
  /** Wait between streamed pieces. */
  chunkDelayMs?: number;
}

export interface SpeechScript {
  status?: number;
  delayMs?: number;
  /** Rate of the audio sent; pcm answers at a rate other than 24000 test resampling. */
  sampleRate?: number;
  /** Audio length per word of input. */
  msPerWord?: number;
  chunkDelayMs?: number;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Multipart fields of a transcription (the file as its bytes). */
  fields?: Record<string, string | Buffer>;
  aborted: boolean;
  completed: boolean;
}

export interface FakeAiServices {
  baseUrl: string;
  requests: RecordedRequest[];
  /** How the next chat completions answer (the last repeats); a function sees the request. */
  chat: ((body: ChatBody) => ChatScript) | ChatScript[];
  transcript: string | { status: number };
  /** How long a transcription takes before it answers (a real speech-to-text service's time). */
  transcriptDelayMs?: number;
  speech: SpeechScript;
  byPath(path: string): RecordedRequest[];
  stop(): Promise<void>;
}

export interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
}

export async function startFakeAiServices(): Promise<FakeAiServices> {
  const requests: RecordedRequest[] = [];
  const fake: FakeAiServices = {
    baseUrl: '',
    requests,
    chat: [{ text: '¡Hola! ¿Cómo estás hoy?' }],
    transcript: 'Hola, me llamo Ana.',
    speech: {},
    byPath: (path) => requests.filter((request) => request.path === path),
    stop: async () => undefined,
  };
  const { chat, transcription, speech } = createHandlers(fake);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/v1/, '');
      const raw = Buffer.concat(chunks);
      const record: RecordedRequest = {
        path,
        headers: request.headers,
        body: {},
        aborted: false,
        completed: false,
      };
      const live = () => !record.aborted && !response.destroyed;
      response.on('close', () => {
        if (!response.writableFinished) record.aborted = true;
      });
      if (request.method === 'GET' && path === '/models') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
        return;
      }
      try {
        if ((request.headers['content-type'] ?? '').startsWith('multipart/form-data'))
          record.fields = parseMultipart(raw, String(request.headers['content-type']));
        else if (raw.length > 0) record.body = JSON.parse(raw.toString()) as Record<string, unknown>;
      } catch {
        return sendError(response, 400);
      }
      requests.push(record);
      const handler =
        path === '/chat/completions'
          ? chat(record, response, live)
          : path === '/audio/transcriptions'
            ? transcription(record, response)
            : path === '/audio/speech'
              ? speech(record, response, live)
              : Promise.resolve(sendError(response, 404));
      void handler.catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
