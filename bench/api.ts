/**
 * Learning-loop API benchmark (run: npx tsx bench/api.ts). For a learner holding 100,000
 * vocabulary items, on PGlite and on PostgreSQL: GET /api/vocabulary/due, POST …/review and
 * GET /api/dashboard under autocannon (50 connections, 10 s each), each as a ratio to a bare
 * Fastify route measured in the same run, plus the dashboard's median latency one request at a
 * time (the budget: under 50 ms). Options: BENCH_SECONDS (default 10), BENCH_ITEMS
 * (default 100000), BENCH_ENGINES (default "pglite,postgres").
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/server/env';
import { createServer, type Server } from '../src/server/compose';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const CONNECTIONS = 50;
const SERIAL_SAMPLES = 41;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** One autocannon run; `setup` may rewrite each request (fresh review ids). */
async function load(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (process.env.BENCH_DEBUG)
    console.log(
      name,
      JSON.stringify({
        total: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodeStats: result.statusCodeStats,
      }),
    );
  // Completed requests over the run: autocannon's per-second average skips seconds still in flight.
  const rps = result.requests.total / Math.max(1, result.duration);
  return { name, rps, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Signs a learner up and fills their vocabulary with ITEMS words in mixed states, about half due. */
async function seedLearner(server: Server, base: string): Promise<{ cookie: string; ids: string[] }> {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/account/continue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-secret' }),
  });
  const cookie = (signUp.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const { userId } = (await signUp.json()) as { userId: string };
  await fetch(`${base}/api/me/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  const db = server.database.db;
  await db.execute(sql`
    insert into vocabulary (user_id, word, translation, context, status, times_reviewed, correct_reviews,
      interval, created_at, updated_at, next_review_due)
    select ${userId}, 'palabra' || g, 'word ' || g, 'Una frase con palabra ' || g,
      (array['learning', 'mastered', 'needs_review'])[1 + g % 3], g % 6, (g % 6) * 2 / 3, 1 + g % 30,
      now() - (g % 90) * interval '1 day', now(),
      now() + ((g % 40) - 20) * interval '1 day' + g * interval '1 second'
    from generate_series(1, ${ITEMS}) as g`);
  await db.execute(sql`analyze vocabulary`);
  const rows = await db.execute<{ id: string }>(
    sql`select id from vocabulary where user_id = ${userId} order by random() limit 20000`,
  );
  const ids = (
    (rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[])
  ).map((r) => r.id);
  return { cookie, ids };
}

/** Median of one-at-a-time request latencies, in ms. */
async function serialMedian(url: string, cookie: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < SERIAL_SAMPLES; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

/**
 * Median dashboard latency, one request at a time, each right after `before` changed something:
 * a review in this process (the figures cache follows it), or a write to the user row alone,
 * as another process's write would look, which forces a recount of every row (the cold path).
 */
async function dashboardAfter(
  base: string,
  cookie: string,
  before: (i: number) => Promise<Response>,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < SERIAL_SAMPLES; i += 1) {
    const change = await before(i);
    if (!change.ok) throw new Error(`change answered ${change.status}`);
    const start = performance.now();
    const response = await fetch(`${base}/api/dashboard`, { headers: { cookie } });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

async function benchEngine(engine: string): Promise<void> {
  let pg: ThrowawayPostgres | undefined;
  if (engine === 'postgres') pg = await startThrowawayPostgres();
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  const server = await createServer(env, { logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  try {
    const base = await listen(server.app);
    const bareBase = await listen(bare);
    const seedStart = performance.now();
    const { cookie, ids } = await seedLearner(server, base);
    const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);
    const headers = { cookie };

    const json = { cookie, 'content-type': 'application/json' };
    const afterReview = await dashboardAfter(base, cookie, (i) =>
      fetch(`${base}/api/vocabulary/${ids[ids.length - 1 - i]}/review`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ rating: 'good', reviewId: randomUUID() }),
      }),
    );
    const coldMedian = await dashboardAfter(base, cookie, (i) =>
      fetch(`${base}/api/me`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ timeZone: i % 2 === 0 ? 'UTC' : 'Europe/Madrid' }),
      }),
    );
    const dashboardMedian = await serialMedian(`${base}/api/dashboard`, cookie);
    const dueMedian = await serialMedian(`${base}/api/vocabulary/due`, cookie);
    const baseline = await load('bare route', `${bareBase}/bare`);
    const due = await load('GET /api/vocabulary/due', `${base}/api/vocabulary/due`, { headers });
    const dashboard = await load('GET /api/dashboard', `${base}/api/dashboard`, { headers });
    let next = 0;
    const review = await load('POST /api/vocabulary/:id/review', `${base}/api/vocabulary/${ids[0]}/review`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const id = ids[next++ % ids.length];
            const rating = ['again', 'hard', 'good', 'easy'][next % 4];
            return {
              ...request,
              path: `/api/vocabulary/${id}/review`,
              body: JSON.stringify({ rating, reviewId: randomUUID() }),
            };
          },
        },
      ],
    });

    console.log(
      `\n== ${engine}: ${ITEMS.toLocaleString('en')} items seeded in ${seeded} s; ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    console.log(
      `${'route'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'req/s ratio'.padStart(13)}${'p99 ratio'.padStart(11)}`,
    );
    for (const f of [baseline, due, review, dashboard]) {
      console.log(
        `${f.name.padEnd(34)}${f.rps.toFixed(0).padStart(10)}${String(f.p50).padStart(9)}${String(f.p99).padStart(9)}${String(f.errors).padStart(8)}${(f.rps / baseline.rps).toFixed(3).padStart(13)}${(f.p99 / Math.max(1, baseline.p99)).toFixed(1).padStart(11)}`,
      );
    }
    const verdict = (ms: number) => (ms < 50 ? 'within' : 'OVER');
    console.log(
      `one request at a time (median of ${SERIAL_SAMPLES}): GET /api/dashboard ${dashboardMedian.toFixed(1)} ms (${verdict(dashboardMedian)} the 50 ms budget); ` +
        `right after a review here: ${afterReview.toFixed(1)} ms (${verdict(afterReview)}); ` +
        `cold, recounting all ${ITEMS.toLocaleString('en')} rows: ${coldMedian.toFixed(1)} ms (${verdict(coldMedian)}); ` +
        `GET /api/vocabulary/due ${dueMedian.toFixed(1)} ms`,
    );
  } finally {
    await bare.close();
    await server.close();
    await pg?.stop();
  }
}

const started = performance.now();
for (const engine of ENGINES) await benchEngine(engine);
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
