/**
 * Dashboard cold path (run: npx tsx bench/dashboard-cold.ts). A learner with 100,000 words on
 * PGlite and on PostgreSQL: GET /api/dashboard one request at a time, each right after a write
 * to the learner's user row (PATCH /api/me), which is what made the old figures cache recount
 * every word. Prints the median and p90 in ms and the ratio to GET /api/me (a primary-key read
 * behind the same session lookup) measured in the same run. The budget: under
 * 20 ms. Options: BENCH_ITEMS (default 100000), BENCH_SAMPLES (41), BENCH_ENGINES.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/server/env';
import { createServer, type Server } from '../src/server/compose';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/postgres';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 41);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const BUDGET_MS = 20;

async function seed(server: Server): Promise<string> {
  const app = server.app;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/account/continue',
    payload: { email: `cold-${Date.now()}@example.com`, password: 'bench-secret' },
  });
  const cookie = ([] as string[])
    .concat(signUp.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const { userId } = signUp.json() as { userId: string };
  await app.inject({ method: 'POST', url: '/api/me/setup', headers: { cookie }, payload: {} });
  // The same mix as bench/api.ts: three statuses, reviewed and not, about half due.
  await server.database.db.execute(sql`
    insert into vocabulary (user_id, word, translation, context, status, times_reviewed, correct_reviews,
      interval, created_at, updated_at, next_review_due)
    select ${userId}, 'palabra' || g, 'word ' || g, 'Una frase con palabra ' || g,
      (array['learning', 'mastered', 'needs_review'])[1 + g % 3], g % 6, (g % 6) * 2 / 3, 1 + g % 30,
      now() - (g % 90) * interval '1 day', now(),
      now() + ((g % 40) - 20) * interval '1 day' + g * interval '1 second'
    from generate_series(1, ${ITEMS}) as g`);
  await server.database.db.execute(sql`analyze vocabulary`);
  return cookie;
}

async function timed(server: Server, cookie: string, url: string, before?: (i: number) => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    if (before) await before(i);
    const start = performance.now();
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    samples.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] as number;
  return { p50: at(0.5), p90: at(0.9) };
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
  try {
    const cookie = await seed(server);
    const touchUserRow = async (i: number) => {
      await server.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie },
        payload: { timeZone: i % 2 === 0 ? 'UTC' : 'Europe/Madrid' },
      });
    };
    const me = await timed(server, cookie, '/api/me');
    const cold = await timed(server, cookie, '/api/dashboard', touchUserRow);
    const verdict = cold.p50 < BUDGET_MS ? 'within' : 'OVER';
    console.log(
      `${engine.padEnd(9)} ${ITEMS.toLocaleString('en')} words: cold GET /api/dashboard p50 ${cold.p50.toFixed(1)} ms, p90 ${cold.p90.toFixed(1)} ms (${verdict} the ${BUDGET_MS} ms budget); GET /api/me p50 ${me.p50.toFixed(1)} ms; ratio ${(cold.p50 / me.p50).toFixed(2)}`,
    );
  } finally {
    await server.close();
    await pg?.stop();
  }
}

for (const engine of ENGINES) await benchEngine(engine);
