import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { startFakeRealtimeUpstream, type FakeRealtimeUpstream } from '../support/fake-realtime-upstream';
import { connect, ORIGIN } from '../support/realtime-client';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { uniqueEmail, type TestLearner } from '../support/test-server';
import { SIGN_IN_FREE_FAILURES_PER_ACCOUNT } from '../../src/domain/account/abuse-limits';

/**
 * Two app processes on one PostgreSQL behind a round-robin proxy: every
 * guarantee that lives in the database must hold across processes — a review applies exactly
 * once, the per-address auth limit and the account-wide sign-in backoff count together, and the
 * voice-session limit counts sessions held by the other process.
 */
const AUTH_LIMIT = 3;
const MODEL = 'gpt-4o-realtime-preview';

describe('two app processes on one PostgreSQL', () => {
  let upstream: FakeRealtimeUpstream;
  let apps: AppProcess[] = [];
  let proxy: RoundRobinProxy;
  let database: pg.Pool;
  const dataDirs: string[] = [];
  let addressCounter = 0;
  /** A client address of its own (through X-Forwarded-For), so only the limit test shares one. */
  const freshAddress = () => `198.51.${100 + (process.pid % 100)}.${++addressCounter}`;

  beforeAll(async () => {
    upstream = await startFakeRealtimeUpstream();
    const env = () => {
      const dir = mkdtempSync(join(tmpdir(), 'charla-scale-'));
      dataDirs.push(dir);
      return {
        DATABASE_URL: inject('postgresUrl'),
        DATA_DIR: dir,
        // One public origin behind the proxy; session cookies signed with one shared secret.
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: 'scale-out-secret-0123456789abcdef0123456789',
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
        OPENAI_API_KEY: 'sk-test-scale-out',
        REALTIME_URL: upstream.url,
        REALTIME_MODEL: MODEL,
        REALTIME_MAX_SESSIONS_PER_USER: '1',
      };
    };
    // Started together: they also race for the migration lock, as two replicas would.
    apps = await Promise.all([startAppProcess(env()), startAppProcess(env())]);
    proxy = await startRoundRobinProxy(apps.map((app) => app.port));
    database = new pg.Pool({ connectionString: inject('postgresUrl'), max: 2 });
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(apps.map((app) => app.stop()));
    await upstream?.stop();
    await database?.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function register(): Promise<TestLearner> {
    const email = uniqueEmail('scale');
    const password = 'secret123';
    const response = await post(
      '/api/account/continue',
      { email, password },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(response.status).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { userId } = (await response.json()) as { userId: string };
    return { email, password, cookie, userId };
  }

  /** The fixed one-minute window must not turn over mid-test: start early in a minute. */
  async function atStartOfWindow(): Promise<void> {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
  }

  it('applies concurrent reviews of the same cards through both processes exactly once', async () => {
    const learner = await register();
    const cardIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await post(
        '/api/vocabulary',
        { word: `palabra${i}`, translation: `word ${i}` },
        { cookie: learner.cookie },
      );
      expect(created.status).toBe(201);
      cardIds.push(((await created.json()) as { id: string }).id);
    }
    const REVIEWS_PER_CARD = 5;
    const reviews = cardIds.flatMap((id) =>
      Array.from({ length: REVIEWS_PER_CARD }, (_, i) => ({
        id,
        reviewId: randomUUID(),
        rating: ['again', 'hard', 'good', 'easy'][i % 4],
      })),
    );
    const first = proxy.served.length;
    // Each review sent twice at once (a client retry), so the copies land on different processes.
    const responses = await Promise.all(
      [...reviews, ...reviews].map(({ id, reviewId, rating }) =>
        post(`/api/vocabulary/${id}/review`, { rating, reviewId }, { cookie: learner.cookie }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const targets = new Set(proxy.served.slice(first).map((s) => s.target));
    expect(targets).toEqual(new Set([0, 1]));

    const cards = await database.query<{ id: string; times_reviewed: number; rows: string }>(
      `select v.id, v.times_reviewed,
         (select count(*) from vocabulary_reviews r where r.vocabulary_id = v.id) as rows
       from vocabulary v where v.user_id = $1 order by v.id`,
      [learner.userId],
    );
    expect(cards.rows).toHaveLength(cardIds.length);
    for (const card of cards.rows) {
      expect({ id: card.id, timesReviewed: card.times_reviewed, rows: Number(card.rows) }).toEqual({
        id: card.id,
        timesReviewed: REVIEWS_PER_CARD,
        rows: REVIEWS_PER_CARD,
      });
    }
  });

  it('holds the per-address auth limit across both processes', async () => {
    await atStartOfWindow();
    const address = freshAddress();
    const first = proxy.served.length;
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT * 2; i += 1) {
      const response = await post(
        '/api/account/continue',
        { email: uniqueEmail('limit'), password: 'secret123' },
        { 'x-forwarded-for': address },
      );
      statuses.push(response.status);
    }
    // Alternating processes: each alone would have let all six through.
    const targets = proxy.served.slice(first).map((s) => s.target);
    expect(targets.filter((t, i) => i > 0 && t === targets[i - 1])).toEqual([]);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('holds the account-wide sign-in backoff across both processes', async () => {
    const learner = await register();
    // All but three of the account's free failures, as earlier guesses would have left them.
    const earlier = SIGN_IN_FREE_FAILURES_PER_ACCOUNT - 3;
    await database.query(
      `insert into rate_limits (key, window_start, count) values ($1, now() - interval '1 minute', $2)`,
      [`sign-in-failures:${learner.email}`, earlier],
    );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        '/api/account/continue',
        { email: learner.email, password: 'wrong-password' },
        { 'x-forwarded-for': freshAddress() },
      );
      statuses.push(response.status);
    }
    // Each from a new address, alternating processes: the count is the account's, in the database.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('holds the voice-session limit across both processes', async () => {
    const learner = await register();
    const wsBase = proxy.url.replace('http', 'ws');
    const first = proxy.served.length;
    const held = await connect(wsBase, learner, `?model=${MODEL}`);
    await held.waitFor((event) => event.type === 'session.created');
    const refused = await connect(wsBase, learner, `?model=${MODEL}`);
    expect((await refused.closed).code).toBe(4429);
    const [a, b] = proxy.served.slice(first).map((s) => s.target);
    expect(a).not.toBe(b);

    held.socket.close();
    await held.closed;
    // The slot is freed for whichever process takes the next session.
    await expect
      .poll(
        async () => {
          const next = await connect(wsBase, learner, `?model=${MODEL}`);
          const opened = await Promise.race([
            next.waitFor((event) => event.type === 'session.created', 2000).then(() => true),
            next.closed.then(() => false),
          ]);
          next.socket.close();
          await next.closed;
          return opened;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
  });
});
