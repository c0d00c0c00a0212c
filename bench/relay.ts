/**
 * Realtime relay benchmarks (run: npx tsx bench/relay.ts), each against a baseline measured in
 * the same run:
 *  (a) per-message round trip of 10,000 audio-sized events (8192 bytes of PCM16 as base64)
 *      browser -> relay -> upstream -> relay -> browser, vs browser -> upstream -> browser
 *      directly, against the same echoing upstream; median and p99, and what the relay adds;
 *  (b) local-tutor reply time through the relay (user message + response.create until
 *      response.done) vs a no-op round trip through the same relay (input_audio_buffer.clear).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { loadEnv } from '../src/server/env';
import { createServer, type Server } from '../src/server/compose';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const WARM_UP = 500;
const TUTOR_TURNS = 300;
const ORIGIN = 'http://127.0.0.1:3000';

/** 8192 bytes of PCM16 (4096 samples, ~170 ms at 24 kHz): one recorder chunk. */
const AUDIO = Buffer.from(
  Int16Array.from({ length: 4096 }, (_, i) => Math.round(8000 * Math.sin(i / 9))).buffer,
).toString('base64');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

/** An upstream that answers each audio chunk with an audio delta carrying it back. */
async function startEchoUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  let n = 0;
  server.on('connection', (socket) => {
    socket.send(
      JSON.stringify({
        event_id: 'event_0',
        type: 'session.created',
        session: { object: 'realtime.session', modalities: ['text', 'audio'] },
      }),
    );
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; audio?: string };
      if (event.type !== 'input_audio_buffer.append') return;
      n += 1;
      socket.send(
        JSON.stringify({
          event_id: `event_${n}`,
          type: 'response.audio.delta',
          response_id: 'resp_1',
          item_id: 'item_1',
          output_index: 0,
          content_index: 0,
          delta: event.audio,
        }),
      );
    });
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/realtime`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers, perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

/** Sends one event at a time and waits for the event `until` recognises; returns ms per trip. */
async function roundTrips(
  socket: WebSocket,
  count: number,
  make: (i: number) => object,
  until: (type: string) => boolean,
): Promise<number[]> {
  const times: number[] = [];
  let resolveNext: (() => void) | null = null;
  socket.on('message', (data) => {
    const type = /"type":"([^"]+)"/.exec(String(data).slice(0, 200))?.[1] ?? '';
    if (until(type)) resolveNext?.();
  });
  for (let i = 0; i < count; i += 1) {
    const done = new Promise<void>((resolve) => (resolveNext = resolve));
    const start = performance.now();
    socket.send(JSON.stringify(make(i)));
    await done;
    times.push(performance.now() - start);
  }
  socket.removeAllListeners('message');
  return times.sort((a, b) => a - b);
}

/** One learner turn until the tutor's words are done, returning tool results as the browser does. */
function tutorTurn(socket: WebSocket, text: string, i: number): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const onMessage = (data: WebSocket.RawData) => {
      const event = JSON.parse(String(data)) as {
        type: string;
        response?: { output?: { type: string; call_id?: string }[] };
      };
      if (event.type !== 'response.done') return;
      const output = event.response?.output ?? [];
      const calls = output.filter((item) => item.type === 'function_call');
      if (calls.length === 0) {
        socket.off('message', onMessage);
        resolve(performance.now() - start);
        return;
      }
      for (const call of calls)
        socket.send(
          JSON.stringify({
            event_id: `evt_o${i}_${call.call_id}`,
            type: 'conversation.item.create',
            item: { type: 'function_call_output', call_id: call.call_id, output: '{"ok":true}' },
          }),
        );
      socket.send(JSON.stringify({ event_id: `evt_r${i}b`, type: 'response.create' }));
    };
    socket.on('message', onMessage);
    socket.send(
      JSON.stringify({
        event_id: `evt_u${i}`,
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
      }),
    );
    socket.send(JSON.stringify({ event_id: `evt_r${i}`, type: 'response.create' }));
  });
}

async function startApp(
  overrides: Record<string, string>,
): Promise<{ server: Server; base: string; cookie: string }> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'bench-relay-secret-0123456789abcdef',
    ...overrides,
  });
  const server = await createServer(env, { logger: false });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const signUp = await server.app.inject({
    method: 'POST',
    url: '/api/account/continue',
    payload: { email: `bench-${Date.now()}@example.com`, password: 'secret123' },
  });
  const raw = signUp.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');
  return {
    server,
    base: `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/realtime`,
    cookie,
  };
}

function line(name: string, times: number[], baseline: number[]): void {
  const median = percentile(times, 0.5);
  const base = percentile(baseline, 0.5);
  console.log(
    `${name}: median ${median.toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms; baseline median ${base.toFixed(3)} ms, p99 ${percentile(baseline, 0.99).toFixed(3)} ms; ratio ${(median / base).toFixed(2)}; adds ${(median - base).toFixed(3)} ms median`,
  );
}

async function main(): Promise<void> {
  const echo = await startEchoUpstream();
  const app = await startApp({
    OPENAI_API_KEY: 'sk-bench',
    REALTIME_URL: echo.url,
    REALTIME_MAX_SESSION_MINUTES: '120',
  });
  const append = (i: number) => ({ event_id: `evt_${i}`, type: 'input_audio_buffer.append', audio: AUDIO });
  const isDelta = (type: string) => type === 'response.audio.delta';

  const direct = await open(echo.url);
  await roundTrips(direct, WARM_UP, append, isDelta);
  const relayed = await open(app.base, { cookie: app.cookie, origin: ORIGIN });
  await roundTrips(relayed, WARM_UP, append, isDelta);
  // Interleave halves so drift (GC, CPU frequency) hits both sides alike.
  const half = Math.floor(MESSAGES / 2);
  const directTimes = [...(await roundTrips(direct, half, append, isDelta))];
  const relayTimes = [...(await roundTrips(relayed, half, append, isDelta))];
  directTimes.push(...(await roundTrips(direct, MESSAGES - half, append, isDelta)));
  relayTimes.push(...(await roundTrips(relayed, MESSAGES - half, append, isDelta)));
  directTimes.sort((a, b) => a - b);
  relayTimes.sort((a, b) => a - b);
  console.log(`(a) ${MESSAGES} audio chunks of ${AUDIO.length} base64 characters, one at a time`);
  line('relay round trip', relayTimes, directTimes);
  direct.close();
  relayed.close();
  await app.server.close();
  await echo.close();

  const local = await startApp({});
  const tutor = await open(local.base, { cookie: local.cookie, origin: ORIGIN });
  const inputs = [
    'Hola',
    'Me llamo Ana',
    'Soy 20 años',
    'Tengo 20 años',
    'Vivo en Sevilla',
    '¿Cómo me llamo?',
    'Me gusta la paella',
    'El casa es grande',
    '¿Qué significa receta?',
    'Sí',
  ];
  const noop = await roundTrips(
    tutor,
    TUTOR_TURNS,
    (i) => ({ event_id: `evt_c${i}`, type: 'input_audio_buffer.clear' }),
    (type) => type === 'input_audio_buffer.cleared',
  );
  const turns: number[] = [];
  for (let i = 0; i < TUTOR_TURNS; i += 1)
    turns.push(await tutorTurn(tutor, inputs[i % inputs.length] as string, i));
  turns.sort((a, b) => a - b);
  console.log(
    `(b) ${TUTOR_TURNS} local-tutor turns through the relay, tool calls and their results included`,
  );
  line('local tutor reply', turns, noop);
  tutor.close();
  await local.server.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
