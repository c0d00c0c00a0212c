/**
 * First-paint benchmark (run: npx tsx bench/lighthouse.ts): Lighthouse's mobile performance score
 * on /register (a visitor) and /dashboard (a signed-in learner, the session cookie passed as an
 * extra header) against the built app (`node dist/server/main.js`), with Debian's Chromium.
 * Baseline in the same run when BENCH_BASELINE_ROOT names an older checkout with its web app
 * built (dist/web) and its packages installed: it is started from its built server when it has one
 * (dist/server/main.js), else the way it started before the production build
 * (`node --import tsx src/server/main.ts`). Medians of BENCH_RUNS (default 3).
 * Goal: ≥ 0.95 on both pages. BENCH_REPORT_DIR keeps each run's full JSON report;
 * BENCH_PAGES=/dashboard measures only the pages named.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../tests/support/chromium-flags';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS].join(' ');
const root = new URL('..', import.meta.url).pathname;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startApp(cwd: string, args: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`${cwd}: the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 60_000) throw new Error(`${cwd}: not healthy after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A learner made through the API, as the e2e tests do; returns the session cookie. */
async function signUp(url: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url };
  const email = `lighthouse-${Date.now().toString(36)}@example.com`;
  const created = await fetch(`${url}/api/account/continue`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const setup = await fetch(`${url}/api/me/setup`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ timeZone: 'UTC' }),
  });
  if (!setup.ok) throw new Error(`setup: ${setup.status}`);
  return cookie;
}

/** One Lighthouse run in its own process (mobile, simulated throttling: its defaults). */
function lighthouse(pageUrl: string, cookie?: string): Figures {
  const args = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    pageUrl,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const spawnRun = () =>
    spawnSync(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  let run = spawnRun();
  // Lighthouse now and then loses its own trace (NO_NAVSTART): that run measured nothing, so it
  // is run again, up to twice, and said so. Any other failure stops the bench.
  for (let retry = 1; retry <= 2 && run.status !== 0 && run.stderr.includes('NO_NAVSTART'); retry += 1) {
    console.log(`${pageUrl}: Lighthouse lost its trace (NO_NAVSTART), measuring again`);
    run = spawnRun();
  }
  if (run.status !== 0) throw new Error(`lighthouse ${pageUrl}: ${run.stderr.slice(-2000)}`);
  if (process.env.BENCH_REPORT_DIR) {
    const name = `${new URL(pageUrl).pathname.slice(1) || 'root'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_REPORT_DIR, name), run.stdout);
  }
  const report = JSON.parse(run.stdout) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  if (!report.finalDisplayedUrl.endsWith(new URL(pageUrl).pathname))
    throw new Error(`${pageUrl} ended on ${report.finalDisplayedUrl}: is the learner signed in?`);
  return {
    score: report.categories.performance.score,
    lcp: report.audits['largest-contentful-paint']!.numericValue,
    tbt: report.audits['total-blocking-time']!.numericValue,
    fcp: report.audits['first-contentful-paint']!.numericValue,
  };
}

function median(figures: Figures[]): Figures {
  const pick = (key: keyof Figures) =>
    figures.map((f) => f[key]).sort((a, b) => a - b)[Math.floor(figures.length / 2)]!;
  return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), fcp: pick('fcp') };
}

async function measure(name: string, cwd: string, args: string[]): Promise<Record<string, Figures>> {
  const app = await startApp(cwd, args);
  try {
    const cookie = await signUp(app.url);
    const results: Record<string, Figures> = {};
    const pages = [
      ['/register', undefined],
      ['/dashboard', cookie],
    ] as const;
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [path, pageCookie] of pages.filter(([path]) => !only || only.includes(path))) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(lighthouse(`${app.url}${path}`, pageCookie));
      const m = median(runs);
      results[path] = m;
      console.log(
        `${name.padEnd(8)} ${path.padEnd(11)} score ${m.score.toFixed(2)}  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${Math.round(m.tbt)} ms`,
      );
    }
    return results;
  } finally {
    await app.stop();
  }
}

if (!existsSync(join(root, 'dist/server/main.js')) || process.env.BENCH_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const baselineRoot = process.env.BENCH_BASELINE_ROOT;
const before = baselineRoot
  ? await measure(
      'before',
      baselineRoot,
      // A checkout from after the production build starts as the product does.
      existsSync(join(baselineRoot, 'dist/server/main.js'))
        ? ['dist/server/main.js']
        : ['--import', 'tsx', 'src/server/main.ts'],
    )
  : undefined;
const after = await measure('after', root, ['dist/server/main.js']);
for (const path of Object.keys(after)) {
  const goal = after[path]!.score >= 0.95 ? 'met' : 'NOT met';
  const ratio = before ? `, ratio to before ${(after[path]!.score / before[path]!.score).toFixed(2)}` : '';
  console.log(`${path}: score ${after[path]!.score.toFixed(2)} (goal ≥ 0.95 ${goal}${ratio})`);
}
