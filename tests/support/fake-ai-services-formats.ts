/** The wire formats the fake AI services answer in: OpenAI's error bodies, SSE chunks, multipart, WAV. */
import type { ServerResponse } from 'node:http';

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

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sendError(response: ServerResponse, status: number): void {
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

/** One server-sent event of a streamed chat completion. */
export function completionChunk(
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
