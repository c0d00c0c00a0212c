/**
 * /healthz under learner load on embedded PostgreSQL (run:
 * npx tsx bench/healthz-under-load.ts). The app runs in its own process on a fresh data
 * directory; BENCH_LEARNERS learners are made through the API; a load generator in another
 * process runs one connection per learner for BENCH_SECONDS doing the learner mix, while this
 * process probes GET /healthz (a fresh connection every 50 ms). Prints errors, timeouts and
 * the probe's p50/p99 against an idle probe measured first in the same run. Goal: 0 errors,
 * 0 timeouts, /healthz p99 < 100 ms. Options: BENCH_SECONDS (60), BENCH_LEARNERS (200),
 * BENCH_WORDS (10 cards each), BENCH_DATABASE_URL (run against PostgreSQL instead).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startAppProcess } from '../tests/support/app-process';
import { startHealthzProbe, type ProbeFigures } from './support/healthz-probe';
import { createLearners } from './support/learners';
import { runLoad } from './support/run-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const WORDS = Number(process.env.BENCH_WORDS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const MIX = ['/api/vocabulary/due', 'review', '/api/me', '/api/dashboard'];

const dataDir = mkdtempSync(join(tmpdir(), 'charla-healthz-'));
const started = performance.now();
const app = await startAppProcess({
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  ...(DATABASE_URL ? { DATABASE_URL } : {}),
});
try {
  const ready = ((performance.now() - started) / 1000).toFixed(1);
  const seedStart = performance.now();
  const learners = await createLearners(app.url, LEARNERS, WORDS);
  const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);

  const idleProbe = startHealthzProbe(app.url);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await idleProbe.stop();

  const probe = startHealthzProbe(app.url);
  const load = await runLoad({ base: app.url, seconds: SECONDS, learners, mix: MIX });
  const loaded = await probe.stop();

  const engine = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n== /healthz under load on ${engine}: ${LEARNERS} learners (${WORDS} cards each, seeded in ${seeded} s, app ready in ${ready} s), ${SECONDS} s`,
  );
  console.log(
    `learner mix: ${load.total} requests, ${(load.total / Math.max(1, load.duration)).toFixed(0)} req/s, ` +
      `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms; ` +
      `errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx} ${JSON.stringify(load.statusCodeStats)}`,
  );
  const row = (name: string, f: ProbeFigures) =>
    `${name.padEnd(16)}${String(f.samples).padStart(8)}${String(f.failures).padStart(10)}${f.p50.toFixed(1).padStart(9)}${f.p99.toFixed(1).padStart(9)}${f.max.toFixed(1).padStart(9)}`;
  console.log(
    `${'/healthz probe'.padEnd(16)}${'samples'.padStart(8)}${'failures'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  console.log(row('idle', idle));
  console.log(row('under load', loaded));
  const pass =
    load.errors === 0 &&
    load.timeouts === 0 &&
    load.non2xx === 0 &&
    loaded.failures === 0 &&
    loaded.p99 < 100;
  console.log(
    `p99 ratio to idle: ${(loaded.p99 / Math.max(0.1, idle.p99)).toFixed(1)}; goal (0 errors, 0 timeouts, p99 < 100 ms): ${pass ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
