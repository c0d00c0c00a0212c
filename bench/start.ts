/**
 * Start-up benchmark (run: npx tsx bench/start.ts): time from spawning the server to the first
 * `/healthz` 200, on a fresh data directory (PGlite's initdb, migrations) and on an existing one
 * (a restart). Baseline in the same run: the server loaded from TypeScript through tsx, as
 * `npm start` used to; against it, the built bundle (`node dist/server/main.js`). Medians of
 * BENCH_RUNS (default 3). BENCH_BASELINE_ROOT may name an older checkout (packages installed) to
 * run the baseline from instead of this tree. Goal: restart ≤ 2 s, fresh ≤ 6 s.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = new URL('..', import.meta.url).pathname;
const baselineRoot = process.env.BENCH_BASELINE_ROOT ?? root;
const variants = {
  'tsx (before)': { cwd: baselineRoot, args: ['--import', 'tsx', 'src/server/main.ts'] },
  'built (after)': { cwd: root, args: ['dist/server/main.js'] },
} as const;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the server, polls /healthz every 20 ms, and stops it once healthy. Returns ms. */
async function timeToHealthy(cwd: string, args: readonly string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('not healthy after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(cwd: string, args: readonly string[]): Promise<{ fresh: number; restart: number }> {
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'charla-start-'));
    try {
      fresh.push(await timeToHealthy(cwd, args, dataDir));
      restart.push(await timeToHealthy(cwd, args, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { fresh: median(fresh), restart: median(restart) };
}

if (!existsSync(join(root, 'dist/server/main.js')) || process.env.BENCH_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results: Record<string, { fresh: number; restart: number }> = {};
for (const [name, { cwd, args }] of Object.entries(variants)) {
  results[name] = await measure(cwd, args);
  const { fresh, restart } = results[name];
  console.log(
    `${name.padEnd(14)} fresh ${(fresh / 1000).toFixed(2)} s   restart ${(restart / 1000).toFixed(2)} s`,
  );
}
const before = results['tsx (before)']!;
const after = results['built (after)']!;
console.log(
  `ratio built/tsx: fresh ${(after.fresh / before.fresh).toFixed(2)}, restart ${(after.restart / before.restart).toFixed(2)}` +
    ` (goal: restart ≤ 2 s ${after.restart <= 2000 ? 'met' : 'NOT met'}, fresh ≤ 6 s ${after.fresh <= 6000 ? 'met' : 'NOT met'})`,
);
