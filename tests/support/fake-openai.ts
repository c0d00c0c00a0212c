import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the OpenAI HTTP API on loopback: `POST /v1/chat/completions` answers with a
 * chat.completion whose content a test chooses, or with an error status, as the real API does.
 */
export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
  };
}

export type FakeReply = { status: number; content?: string; delayMs?: number };

export interface FakeOpenAi {
  /** Base URL for the SDK's `baseURL` (ends in /v1). */
  baseUrl: string;
  requests: ChatRequest[];
  /** What the next requests get; the last reply repeats. */
  reply(...replies: FakeReply[]): void;
  stop(): Promise<void>;
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

const ERRORS: Record<number, { type: string; code: string; message: string }> = {
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  429: {
    type: 'insufficient_quota',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests.',
  },
  500: {
    type: 'server_error',
    code: 'server_error',
    message: 'The server had an error while processing your request.',
  },
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let replies: FakeReply[] = [{ status: 200, content: '{}' }];
  const requests: ChatRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as ChatRequest['body'];
      requests.push({ headers: request.headers, body });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) as FakeReply;
      setTimeout(() => {
        if (response.destroyed) return;
        if (reply.status === 200) {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(completion(body.model, reply.content ?? '')));
          return;
        }
        const error = ERRORS[reply.status] ?? {
          type: 'error',
          code: 'error',
          message: `status ${reply.status}`,
        };
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { ...error, param: null } }));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...next) {
      replies = next;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
