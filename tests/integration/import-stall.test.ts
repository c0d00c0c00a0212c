/**
 * Hostile import files and large exports are handled off the request
 * thread, within limits, with a clear 4xx — and /healthz keeps answering while they are.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';
import { healthzDuring } from '../support/healthz-during';
import {
  bombApkg,
  generatedColumnApkg,
  heavyMediaApkg,
  hugeFieldCsv,
  manyRowsCsv,
  recursiveViewApkg,
} from '../support/hostile-files';

/** The goal of the issue: /healthz p99 under 100 ms while any import or export runs. */
const HEALTHZ_P99_MS = 100;

function multipart(bytes: Uint8Array | string, filename: string) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('imports and exports never stall the server', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite', { TRANSFER_TIME_LIMIT_SECONDS: '5' });
  });
  afterAll(async () => server.close());

  /** The request is built first, so only the server's own work is measured. */
  const upload = (who: TestLearner, body: Uint8Array | string, filename: string, query = '') => {
    const { payload, headers } = multipart(body, filename);
    return () =>
      server.app.inject({
        method: 'POST',
        url: `/api/vocabulary/import${query}`,
        headers: { ...headers, cookie: who.cookie },
        payload,
      });
  };
  const count = async (who: TestLearner) =>
    (await server.app.inject({ url: '/api/vocabulary?limit=1', headers: { cookie: who.cookie } })).json()
      .total as number;

  it('refuses an Anki package whose notes are a view (a recursive one never ends), without stalling', async () => {
    const who = await registerSetUpLearner(server.app);
    const file = await recursiveViewApkg(3_000_000);
    expect(file.length).toBeLessThan(2_000);
    const { result, healthz } = await healthzDuring(server.app, upload(who, file, 'deck.apkg'));
    expect(result.statusCode, result.body).toBe(400);
    expect(result.json().message).toMatch(/"notes" table is not the one Anki writes/);
    expect(healthz.p99).toBeLessThan(HEALTHZ_P99_MS);
    expect(await count(who)).toBe(0);
  });

  it('refuses notes whose fields are a generated column', async () => {
    const who = await registerSetUpLearner(server.app);
    const response = await upload(who, await generatedColumnApkg(), 'deck.apkg')();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/"notes" table is not the one Anki writes/);
  });

  it('reads only the collection of a package: heavy media are never inflated', async () => {
    const who = await registerSetUpLearner(server.app);
    const file = await heavyMediaApkg(4, 100 * 1024 * 1024);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const { result, healthz } = await healthzDuring(server.app, upload(who, file, 'deck.apkg'));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().added).toEqual([
      { word: 'perro', translation: 'dog' },
      { word: 'gato', translation: 'cat' },
    ]);
    expect(healthz.p99).toBeLessThan(HEALTHZ_P99_MS);
  });

  it('stops inflating a zip bomb at the cap, whether it declares its size or lies about it', async () => {
    const who = await registerSetUpLearner(server.app);
    const size = 300 * 1024 * 1024;
    for (const declared of [size, 1_000]) {
      const { result, healthz } = await healthzDuring(
        server.app,
        upload(who, bombApkg(size, declared), 'deck.apkg'),
      );
      expect(result.statusCode, result.body).toBe(400);
      expect(result.json().message).toMatch(/larger than 64 MB unpacked/);
      expect(healthz.p99).toBeLessThan(HEALTHZ_P99_MS);
    }
  });

  it('stops reading a CSV at the word limit and at an overlong field', async () => {
    const who = await registerSetUpLearner(server.app);
    const cases: [string, RegExp][] = [
      [manyRowsCsv(1_150_000), /at most 10000 words/],
      [hugeFieldCsv(19 * 1024 * 1024), /Line 2: a cell is longer than 1000 characters/],
    ];
    for (const [csv, message] of cases) {
      const { result, healthz } = await healthzDuring(server.app, upload(who, csv, 'words.csv'));
      expect(result.statusCode, result.body).toBe(400);
      expect(result.json().message).toMatch(message);
      expect(healthz.p99).toBeLessThan(HEALTHZ_P99_MS);
    }
    expect(await count(who)).toBe(0);
  });

  it('builds a 10,000-word Anki export off the request thread', async () => {
    const who = await registerSetUpLearner(server.app);
    const csv = `word,translation,context\n${Array.from({ length: 10_000 }, (_, i) => `palabra${i},word ${i},Una frase de contexto número ${i}.`).join('\n')}\n`;
    expect((await upload(who, csv, 'words.csv')()).statusCode).toBe(200);
    const { result, healthz } = await healthzDuring(server.app, () =>
      server.app.inject({ url: '/api/vocabulary/export?format=apkg', headers: { cookie: who.cookie } }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.rawPayload.length).toBeGreaterThan(100_000);
    expect(healthz.p99).toBeLessThan(HEALTHZ_P99_MS);
  });
});

describe('the transfer worker’s limits', () => {
  let server: Server;
  beforeAll(async () => {
    // A limit far below what inflating 64 MB takes, so the bomb that lies about its size breaks it.
    server = await startTestServer('pglite', { TRANSFER_TIME_LIMIT_SECONDS: '0.3' });
  });
  afterAll(async () => server.close());

  const upload = (who: TestLearner, body: Uint8Array | string, filename: string) => {
    const { payload, headers } = multipart(body, filename);
    return server.app.inject({
      method: 'POST',
      url: '/api/vocabulary/import',
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };

  it('ends a job past its time limit with a clear 400, and the next file is read by a fresh worker', async () => {
    const who = await registerSetUpLearner(server.app);
    const slow = await upload(who, bombApkg(300 * 1024 * 1024, 1_000), 'deck.apkg');
    expect(slow.statusCode, slow.body).toBe(400);
    expect(slow.json().message).toMatch(/takes too long to read/);
    const next = await upload(who, 'word,translation\nhola,hello\n', 'words.csv');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().added).toEqual([{ word: 'hola', translation: 'hello' }]);
  });

  it('refuses an import that would take a learner past 50,000 words, and says so', async () => {
    const who = await registerSetUpLearner(server.app);
    await server.database.db.execute(sql`
      INSERT INTO vocabulary (user_id, word, translation)
      SELECT ${who.userId}, 'palabra' || n, 'word ' || n FROM generate_series(1, 49999) AS n`);
    const response = await upload(who, 'word,translation\nhola,hello\nadiós,goodbye\n', 'words.csv');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/at most 50000 words. You have 49999, and this file would add 2/);
    const one = await upload(who, 'word,translation\nhola,hello\n', 'words.csv');
    expect(one.statusCode, one.body).toBe(200);
  });
});
