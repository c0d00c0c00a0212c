/**
 * AI pipeline tutor benchmark (run: npx tsx bench/pipeline.ts). With fake speech-to-text, model
 * and speech services that answer at once (in a process of their own), a client in another
 * process measures, per spoken turn through the app:
 *  (a) commit → first response.audio.delta, against the same three requests sent straight to
 *      the fakes (transcription, the model's stream, the first bytes of speech);
 *  (b) the model's first finished sentence → its first audio delta, against the first bytes of
 *      speech straight from the fake.
 * Median and p95 of each, their ratio to the baseline, and what the pipeline adds (goal: under
 * 30 ms at the median). Two runs (BENCH_MODES, default both): `instant` services that answer at
 * once (the pipeline's own cost stands out), and `realistic` ones with a real stack's times
 * (speech-to-text 150 ms, the model's first token 300 ms then a word every 25 ms, speech's first
 * bytes 200 ms), where commit → first audio is the learner's voice-to-voice wait and the baseline
 * is the sum of the services' own times; it also counts the turns whose speech began before the
 * model had finished writing the reply.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { loadEnv } from '../src/server/env';
import { createServer } from '../src/server/compose';

const MODES = (process.env.BENCH_MODES ?? 'instant,realistic').split(',') as ('instant' | 'realistic')[];
const turnsFor = (mode: string) => Number(process.env.BENCH_TURNS ?? (mode === 'realistic' ? 60 : 300));

function child(args: string[]): { process: ChildProcess; firstLine: Promise<string> } {
  // Node itself (not npx), so that a kill reaches the process that holds the port.
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout as NonNullable<ChildProcess['stdout']> });
  return { process: proc, firstLine: new Promise((resolve) => lines.once('line', resolve)) };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
  return { median: at(0.5), p95: at(0.95) };
};

async function run(mode: 'instant' | 'realistic'): Promise<void> {
  const fakes = child(['bench/support/fake-ai-process.ts', mode]);
  const fakeBase = await fakes.firstLine;
  const server = await createServer(
    loadEnv({
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      AUTH_SECRET: 'bench-pipeline-secret-0123456789abcdef',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LLM_BASE_URL: fakeBase,
      STT_BASE_URL: fakeBase,
      TTS_BASE_URL: fakeBase,
    }),
    { logger: false },
  );
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (server.app.server.address() as AddressInfo).port;
  const signUp = await server.app.inject({
    method: 'POST',
    url: '/api/account/continue',
    payload: { email: `bench-${mode}-${Date.now()}@example.com`, password: 'secret123' },
  });
  const cookie = ([] as string[])
    .concat(signUp.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

  const client = child([
    'bench/support/pipeline-client.ts',
    `ws://127.0.0.1:${port}/api/realtime`,
    fakeBase,
    cookie,
    String(turnsFor(mode)),
  ]);
  const result = JSON.parse(await client.firstLine) as {
    through: { commitToAudio: number; sentenceToAudio: number; audioBeforeModelDone: boolean }[];
    baseline: { commitToAudio: number; sentenceToAudio: number }[];
  };
  fakes.process.kill('SIGTERM');
  await server.close();

  console.log(`\n${mode} services:`);
  for (const [label, key] of [
    [
      mode === 'realistic' ? 'voice to voice (commit → first audio delta)' : 'commit → first audio delta',
      'commitToAudio',
    ],
    ['first sentence → first audio delta', 'sentenceToAudio'],
  ] as const) {
    const app = stats(result.through.map((t) => t[key]));
    const base = stats(result.baseline.map((t) => t[key]));
    console.log(
      `${label} over ${result.through.length} turns: through the app median ${app.median.toFixed(2)} ms, p95 ${app.p95.toFixed(2)} ms; ` +
        `${mode === 'realistic' && key === 'commitToAudio' ? "the services' own times" : 'fakes directly'} median ${base.median.toFixed(2)} ms, p95 ${base.p95.toFixed(2)} ms; ` +
        `ratio ${(app.median / base.median).toFixed(2)}×, pipeline adds ${(app.median - base.median).toFixed(2)} ms at the median (goal < 30 ms)`,
    );
  }
  const early = result.through.filter((t) => t.audioBeforeModelDone).length;
  console.log(
    `speech began before the model finished the reply in ${early} of ${result.through.length} turns`,
  );
}

for (const mode of MODES) await run(mode);
process.exit(0);
