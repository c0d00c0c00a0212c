import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

const ERROR_BODIES: Record<number, { type: string; code: string; message: string }> = {
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided: sk-secr*****.',
  },
  429: {
    type: 'insufficient_quota',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests.',
  },
  500: { type: 'server_error', code: 'server_error', message: 'The server had an error at /internal/trace.' },
  503: { type: 'server_error', code: 'unavailable', message: 'The engine is currently overloaded.' },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendError(response: ServerResponse, status: number): void {
  const error = ERROR_BODIES[status] ?? { type: 'error', code: 'error', message: `status ${status}` };
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
}

/** Splits a multipart/form-data body into its fields. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string | Buffer> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw new Error('multipart body without a boundary');
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const fields: Record<string, string | Buffer> = {};
  let start = body.indexOf(marker);
  while (start >= 0) {
    const next = body.indexOf(marker, start + marker.length);
    if (next < 0) break;
    const part = body.subarray(start + marker.length + 2, next - 2); // skip CRLF after marker, before next
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    const content = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name) fields[name] = /filename=/.test(head) ? Buffer.from(content) : content.toString();
    start = next;
  }
  return fields;
}

/** A 330 Hz tone as PCM16 at `rate`, `ms` long: recognisable, and never silent. */
export function tone(ms: number, rate = 24_000): Int16Array {
  const samples = new Int16Array(Math.round((rate * ms) / 1000));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 330 * i) / rate));
  return samples;
}

/** The 44-byte header of a mono PCM16 WAV file holding `dataBytes` of samples. */
export function wavHeader(rate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

function completionChunk(
  model: string,
  delta: Record<string, unknown>,
  finish: string | null = null,
): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
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

  const nextChat = (body: ChatBody): ChatScript => {
    if (typeof fake.chat === 'function') return fake.chat(body);
    return (fake.chat.length > 1 ? fake.chat.shift() : fake.chat[0]) ?? {};
  };

  async function chat(record: RecordedRequest, response: ServerResponse, live: () => boolean) {
    const body = record.body as unknown as ChatBody;
    const script = nextChat(body);
    await wait(script.delayMs ?? 0);
    if (!live()) return;
    if (script.status) return sendError(response, script.status);
    const text = script.text ?? '';
    const pieces = Array.isArray(text) ? text : text.split(/(?<=\s)/).filter(Boolean);
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' },
          ],
        }),
      );
      record.completed = true;
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(completionChunk(body.model, { role: 'assistant', content: '' }));
    for (const piece of pieces) {
      if (script.chunkDelayMs) await wait(script.chunkDelayMs);
      if (!live()) return;
      response.write(completionChunk(body.model, { content: piece }));
    }
    for (const [index, call] of (script.toolCalls ?? []).entries()) {
      const args = JSON.stringify(call.arguments);
      const half = Math.floor(args.length / 2);
      // Arguments arrive in fragments, as the real API streams them.
      response.write(
        completionChunk(body.model, {
          tool_calls: [
            {
              index,
              id: `call_fake_${index}`,
              type: 'function',
              function: { name: call.name, arguments: args.slice(0, half) },
            },
          ],
        }),
      );
      response.write(
        completionChunk(body.model, { tool_calls: [{ index, function: { arguments: args.slice(half) } }] }),
      );
    }
    response.write(completionChunk(body.model, {}, script.toolCalls?.length ? 'tool_calls' : 'stop'));
    response.end('data: [DONE]\n\n');
    record.completed = true;
  }

  async function transcription(record: RecordedRequest, response: ServerResponse) {
    const file = record.fields?.file;
    if (!Buffer.isBuffer(file) || file.toString('ascii', 0, 4) !== 'RIFF') return sendError(response, 400);
    if (typeof fake.transcript !== 'string') return sendError(response, fake.transcript.status);
    await wait(fake.transcriptDelayMs ?? 0);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ text: `${fake.transcript}\n` }));
    record.completed = true;
  }

  async function speech(record: RecordedRequest, response: ServerResponse, live: () => boolean) {
    const script = fake.speech;
    await wait(script.delayMs ?? 0);
    if (!live()) return;
    if (script.status) return sendError(response, script.status);
    const input = String(record.body.input ?? '');
    const rate = script.sampleRate ?? 24_000;
    const audio = tone(Math.max(1, input.split(/\s+/).length) * (script.msPerWord ?? 120), rate);
    const bytes = Buffer.from(audio.buffer);
    const wav = record.body.response_format === 'wav';
    response.writeHead(200, { 'content-type': wav ? 'audio/wav' : 'audio/pcm' });
    // Streaming WAV carries a placeholder length, as real speech servers send it.
    if (wav) response.write(wavHeader(rate, 0xffffffff - 36));
    const chunk = 4_801; // odd, so samples straddle chunk boundaries
    for (let at = 0; at < bytes.length; at += chunk) {
      if (script.chunkDelayMs) await wait(script.chunkDelayMs);
      if (!live()) return;
      response.write(bytes.subarray(at, at + chunk));
    }
    response.end();
    record.completed = true;
  }

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

/** A rule of the rule-following tutor model: a learner message matching `when` gets this answer. */
export interface TutorRule {
  when: RegExp;
  /** Noted with note_correction; the words come once the tool result is back, like a real model's. */
  correction?: { corrected: string; category: string };
  /** What the model says (without a correction). */
  reply?: string;
}

/** The praise the rule-following model gives a message no rule matches. */
export const RULE_PRAISE = '¡Muy bien! ¿Qué más me cuentas?';

/**
 * A chat model that answers by rules, so an evaluation of it has exact expected figures: the
 * first rule matching the learner's last message decides (a correction is a note_correction call,
 * then «Casi: se dice «…». ¿Lo repites?» after the tool result; a reply is said as it is); a
 * message no rule matches gets praise.
 */
export function ruleChat(rules: readonly TutorRule[]): (body: ChatBody) => ChatScript {
  return (body) => {
    const learner = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const rule = rules.find((candidate) => candidate.when.test(learner));
    if (body.messages.at(-1)?.role === 'tool')
      return { text: `Casi: se dice «${rule?.correction?.corrected ?? learner}». ¿Lo repites?` };
    if (rule?.correction)
      return {
        toolCalls: [
          {
            name: 'note_correction',
            arguments: {
              original: learner,
              corrected: rule.correction.corrected,
              explanation: 'A rule of the fake model.',
              category: rule.correction.category,
            },
          },
        ],
      };
    return { text: rule?.reply ?? RULE_PRAISE };
  };
}
