import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { rateLimits } from './schema';

/** Embedded PostgreSQL on its own thread (ADR 0013), reached with the `pg` driver. */
describe('PGlite on a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
  });
  afterAll(async () => handle?.close());

  it('runs a long statement without holding up the request thread', async () => {
    let finished = false;
    const query = handle.db
      .execute(sql`select count(*) from generate_series(1, 3000000)`)
      .then(() => (finished = true));
    // On the request thread the statement would have run to the end before this turn came.
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    await query;
    expect(finished).toBe(true);
  });

  it('never lets another statement into an open transaction (one session, one connection)', async () => {
    const key = `thread-test:${Date.now()}`;
    let seenDuringTransaction: number | undefined;
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key, windowStart: new Date(), count: 1 });
        // Give the other request every chance to run while this transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = handle.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .then((rows) => (seenDuringTransaction = rows.length));
    expect(await transaction).toBe('roll back');
    await outside;
    // Interleaved into the same backend session, it would have seen the uncommitted row.
    expect(seenDuringTransaction).toBe(0);
  });

  it('answers ping, and a failed statement leaves the connection usable', async () => {
    await handle.ping();
    await expect(handle.db.execute(sql`select no_such_column`)).rejects.toThrow();
    const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('lets a new connection prepare the statements a closed one had prepared', async () => {
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const named = { name: 'thread_test_named', text: 'select $1::int + 1 as next', values: [41] };
    const first = await pool.connect();
    expect((await first.query(named)).rows).toEqual([{ next: 42 }]);
    first.release(true); // the connection closes; PGlite's one session lives on
    const second = await pool.connect();
    try {
      expect((await second.query(named)).rows).toEqual([{ next: 42 }]);
    } finally {
      second.release();
    }
  });

  it('gives each connection its own prepared statements on the shared session', async () => {
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const [first, second] = await Promise.all([pool.connect(), pool.connect()]);
    try {
      // One name, two texts: on a single session without renaming, the second Parse would fail
      // ("prepared statement already exists") or run the first text.
      const plus = { name: 'thread_test_same', text: 'select $1::int + 1 as answer' };
      const times = { name: 'thread_test_same', text: 'select $1::int * 10 as answer' };
      const answers = await Promise.all(
        [1, 2, 3].flatMap((n) => [
          first.query({ ...plus, values: [n] }),
          second.query({ ...times, values: [n] }),
        ]),
      );
      expect(answers.map((result) => result.rows[0].answer)).toEqual([2, 10, 3, 20, 4, 30]);
    } finally {
      first.release();
      second.release();
    }
  });

  it('rolls back what a connection left open when it closed, and lets the others go on', async () => {
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const key = `thread-left-open:${Date.now()}`;
    const leaving = await pool.connect();
    await leaving.query('begin');
    await leaving.query('insert into rate_limits (key, window_start, count) values ($1, now(), 1)', [key]);
    // Queued behind the open transaction: it must not run until that ends, nor see its row.
    const other = pool.query('select count(*)::int as n from rate_limits where key = $1', [key]);
    let answered = false;
    void other.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    leaving.release(true); // the connection closes without COMMIT
    expect((await other).rows).toEqual([{ n: 0 }]);
  });

  it('drops a connection that does not speak the protocol, and serves the others', async () => {
    const pool = (handle.db as unknown as { $client: Pool & { options: { host: string } } }).$client;
    const socket = createConnection(join(pool.options.host, '.s.PGSQL.5432'));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length, 0);
    startup.writeInt32BE(196608, 4);
    // A frame whose length is shorter than the length field itself.
    socket.write(Buffer.concat([startup, params, Buffer.from([0x51, 0, 0, 0, 2, 0x78, 0x78])]));
    await closed;
    const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('delivers a large result intact while the request thread is slow to read it', async () => {
    // Tens of megabytes outrun the socket's buffer, so chunks wait in the queue while PGlite
    // writes the next ones: each row must still arrive exactly as the database made it.
    const rows = 40_000;
    const query = handle.db.execute(
      sql`select i, repeat(md5(i::text), 16) as text from generate_series(1, ${rows}) as i`,
    );
    const busyUntil = Date.now() + 200;
    while (Date.now() < busyUntil); // the request thread busy, not reading
    const result = (await query) as unknown as { rows: { i: number; text: string }[] };
    expect(result.rows).toHaveLength(rows);
    const { createHash } = await import('node:crypto');
    for (const row of [result.rows[0]!, result.rows[rows / 2]!, result.rows[rows - 1]!]) {
      expect(row.text).toBe(createHash('md5').update(String(row.i)).digest('hex').repeat(16));
    }
    const broken = result.rows.findIndex((row, index) => row.i !== index + 1 || row.text.length !== 512);
    expect(broken).toBe(-1);
  });

  it('keeps what was written in a data directory after close and reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'charla-thread-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await migrateDatabase(first);
      await first.db.insert(rateLimits).values({ key: 'kept', windowStart: new Date(0), count: 7 });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.select().from(rateLimits).where(eq(rateLimits.key, 'kept'));
      await second.close();
      expect(rows.map((row) => row.count)).toEqual([7]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
