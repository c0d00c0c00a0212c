/**
 * Throughput against the floor (run: npx tsx bench/throughput.ts). For each
 * engine, the app runs in this process with one extra route registered only here, GET
 * /bench/pk: one primary-key lookup through the same driver, the honest floor for a
 * database-backed route. The load generator (autocannon, BENCH_CONNECTIONS connections) runs in
 * its own process. After a warm-up of every route, BENCH_ROUNDS rounds each measure the floor
 * then every route for BENCH_SECONDS; prints req/s of review, due and /api/me as the median of
 * the rounds' ratios to their own round's floor (goal >= 0.35), then BENCH_LEARNERS learners doing the learner mix for
 * BENCH_MIX_SECONDS on PostgreSQL (goal: p99 < 500 ms, 0 errors).
 * Options: BENCH_ENGINES ("pglite,postgres"), BENCH_SECONDS (5), BENCH_ROUNDS (3),
 * BENCH_WARM_SECONDS (2), BENCH_CONNECTIONS (50),
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
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
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface Row {
  name: string;
  runs: LoadResult[];
  /** Each round's req/s over that round's floor. */
  ratios: number[];
}

/**
 * Warms every route (JIT, prepared statements, the card cache), then measures in rounds: the
 * floor, then each route, BENCH_ROUNDS times. Each ratio is taken against the floor of its own
 * round, so the machine's drift (two shared cores) falls on both sides of it.
 */
async function routes(base: string): Promise<Row[]> {
  const measured: [string, string][] = [
    ['POST /api/vocabulary/:id/review', 'review'],
    ['GET /api/vocabulary/due', '/api/vocabulary/due'],
    ['GET /api/me', '/api/me'],
  ];
  const targets: [string, string][] = [
    ['GET /bench/pk (floor)', '/bench/pk'],
    ...measured.filter(([, target]) => !ONLY || ONLY.includes(target)),
  ];
  // Each route its own learners: reviews move cards out of the due list, which would leave the
  // due route's learners with fewer cards to list than a learner opening their reviews has.
  // The floor reads no learner's data: it takes the first route's.
  const learners = new Map<string, BenchLearner[]>();
  for (const [, target] of targets.slice(1))
    learners.set(target, await createLearners(base, ROUTE_LEARNERS, 20));
  learners.set(
    targets[0]![1],
    learners.get(targets[1]?.[1] ?? '') ?? (await createLearners(base, ROUTE_LEARNERS, 0)),
  );
  const load = (target: string, seconds: number) =>
    runLoad({ base, seconds, learners: learners.get(target)!, mix: [target], connections: CONNECTIONS });
  for (const [, target] of targets) await load(target, WARM_SECONDS);
  const rows: Row[] = targets.map(([name]) => ({ name, runs: [], ratios: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, [, target]] of targets.entries()) rows[index]!.runs.push(await load(target, SECONDS));
    const floor = rps(rows[0]!.runs.at(-1)!);
    for (const row of rows) row.ratios.push(rps(row.runs.at(-1)!) / floor);
  }
  return rows;
}

const started = performance.now();
for (const engine of ENGINES) {
  const pg = engine === 'postgres' ? await startThrowawayPostgres() : undefined;
  const { server, base, pickProbeRow } = await startApp(pg);
  try {
    await createLearners(base, 1, 0);
    await pickProbeRow();
    const rows = await routes(base);
    console.log(
      `\n== ${engine}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, ${ROUTE_LEARNERS} learners of 20 cards per route (medians of the rounds)`,
    );
    console.log(
      `${'route'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}${'ratio'.padStart(8)}  ${'rounds'.padEnd(20)}goal >= 0.35`,
    );
    for (const { name, runs, ratios } of rows) {
      const ratio = median(ratios);
      const floor = name.includes('floor');
      const verdict = floor ? '' : ratio >= 0.35 ? 'met' : 'NOT MET';
      const errors = runs.reduce((sum, r) => sum + errorsOf(r), 0);
      const spread = floor ? '' : ratios.map((r) => r.toFixed(3)).join(' ');
      console.log(
        `${name.padEnd(34)}${median(runs.map(rps)).toFixed(0).padStart(9)}${String(median(runs.map((r) => r.latency.p50))).padStart(8)}${String(median(runs.map((r) => r.latency.p99))).padStart(8)}${String(errors).padStart(8)}${ratio.toFixed(3).padStart(8)}  ${spread.padEnd(20)}${verdict}`,
      );
      const shared = runs.reduce((sum, r) => sum + r.shared, 0);
      if (shared > 0)
        console.log(`${''.padEnd(34)}${shared} requests shared a learner with another in flight`);
      // Which answers the errors were, so a failing route says why.
      for (const r of runs.filter((run) => errorsOf(run) > 0)) {
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
