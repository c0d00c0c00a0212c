/**
 * Throughput against the floor (issue #17 goal 4; run: npx tsx bench/throughput.ts). For each
 * engine, the app runs in this process with one extra route registered only here, GET
 * /bench/pk: one primary-key lookup through the same driver, the honest floor for a
 * database-backed route. The load generator (autocannon, BENCH_CONNECTIONS connections,
 * BENCH_SECONDS each) runs in its own process. Prints req/s of review, due and /api/me as a
 * ratio to that floor (goal >= 0.35), then BENCH_LEARNERS learners doing the learner mix for
 * BENCH_MIX_SECONDS on PostgreSQL (goal: p99 < 500 ms, 0 errors).
 * Options: BENCH_ENGINES ("pglite,postgres"), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 * BENCH_ROUTE_LEARNERS (one per connection), BENCH_ROUTES (e.g. "review,/api/me": only those, after the floor),
 * BENCH_LEARNERS (200), BENCH_MIX_SECONDS (60; 0 skips the mix).
 */
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { createServer, type Server } from '../src/server/compose';
import { users } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/postgres';
import { createLearners, type BenchLearner } from './support/learners';
import { runLoad, type LoadResult } from './support/run-load';

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
// One learner per connection: a learner reviews one card at a time, so connections sharing a
// learner would race on the same cards, a contention no real learner makes (each lost race
// costs the review a read and a second write).
const ROUTE_LEARNERS = Number(process.env.BENCH_ROUTE_LEARNERS ?? CONNECTIONS);
const ONLY = process.env.BENCH_ROUTES?.split(',');

async function startApp(
  pg?: ThrowawayPostgres,
): Promise<{ server: Server; base: string; pickProbeRow(): Promise<void> }> {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  const server = await createServer(env, { logger: false });
  const { db } = server.database;
  // The floor: one primary-key lookup, no session, on the same engine and driver.
  let probeId = '';
  server.app.get('/bench/pk', async () => {
    const [row] = await db
      .select({ id: users.uid, email: users.email })
      .from(users)
      .where(eq(users.uid, probeId));
    return row ?? {};
  });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const pickProbeRow = async () => {
    const [first] = await db.select({ uid: users.uid }).from(users).limit(1);
    if (!first) throw new Error('no user row to look up');
    probeId = first.uid;
  };
  return { server, base, pickProbeRow };
}

const rps = (r: LoadResult) => r.total / Math.max(1, r.duration);
const errorsOf = (r: LoadResult) => r.errors + r.timeouts + r.non2xx;

async function routes(base: string, learners: BenchLearner[]) {
  const run = (name: string, mix: string[]) =>
    runLoad({ base, seconds: SECONDS, learners, mix, connections: CONNECTIONS }).then((r) => ({ name, r }));
  const measured: [string, string][] = [
    ['POST /api/vocabulary/:id/review', 'review'],
    ['GET /api/vocabulary/due', '/api/vocabulary/due'],
    ['GET /api/me', '/api/me'],
  ];
  const results = [await run('GET /bench/pk (floor)', ['/bench/pk'])];
  for (const [name, target] of measured.filter(([, target]) => !ONLY || ONLY.includes(target)))
    results.push(await run(name, [target]));
  return results;
}

const started = performance.now();
for (const engine of ENGINES) {
  const pg = engine === 'postgres' ? await startThrowawayPostgres() : undefined;
  const { server, base, pickProbeRow } = await startApp(pg);
  try {
    const learners = await createLearners(base, ROUTE_LEARNERS, 20);
    await pickProbeRow();
    const results = await routes(base, learners);
    const floor = rps(results[0]!.r);
    console.log(`\n== ${engine}: ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUTE_LEARNERS} learners`);
    console.log(
      `${'route'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}${'ratio'.padStart(8)}  goal >= 0.35`,
    );
    for (const { name, r } of results) {
      const ratio = rps(r) / floor;
      const verdict = name.includes('floor') ? '' : ratio >= 0.35 ? 'met' : 'NOT MET';
      console.log(
        `${name.padEnd(34)}${rps(r).toFixed(0).padStart(9)}${String(r.latency.p50).padStart(8)}${String(r.latency.p99).padStart(8)}${String(errorsOf(r)).padStart(8)}${ratio.toFixed(3).padStart(8)}  ${verdict}`,
      );
      // Which answers the errors were, so a failing route says why.
      if (errorsOf(r) > 0) {
        const codes = Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`);
        console.log(
          `${''.padEnd(34)}statuses ${codes.join(' ')}; socket errors ${r.errors}, timeouts ${r.timeouts}`,
        );
      }
    }
    if (engine === 'postgres' && MIX_SECONDS > 0) {
      const seedStart = performance.now();
      const crowd = await createLearners(base, LEARNERS, 10);
      const seeded = ((performance.now() - seedStart) / 1000).toFixed(0);
      const mix = ['/api/vocabulary/due', 'review', '/api/me', '/api/dashboard'];
      const r = await runLoad({ base, seconds: MIX_SECONDS, learners: crowd, mix });
      const met = r.latency.p99 < 500 && errorsOf(r) === 0;
      console.log(
        `${LEARNERS} learners x ${MIX_SECONDS} s learner mix on PostgreSQL (seeded in ${seeded} s): ${rps(r).toFixed(0)} req/s, ` +
          `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${errorsOf(r)} (goal p99 < 500 ms, 0 errors: ${met ? 'met' : 'NOT MET'})`,
      );
    }
  } finally {
    await server.close();
    await pg?.stop();
  }
}
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
