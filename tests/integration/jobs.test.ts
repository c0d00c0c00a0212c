import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { createJobQueue } from '../../src/server/jobs/queue';
import { createScheduler } from '../../src/server/jobs/scheduler';
import { ENGINES, startTestServer } from '../support/test-server';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
let seq = 0;
const key = (name: string) => `test:${name}:${process.pid}:${Date.now()}:${(seq += 1)}`;

describe.each(ENGINES)('durable jobs on %s', (engine) => {
  let server: Server;
  let dataDir: string | undefined;
  beforeAll(async () => {
    // PGlite on disk, so a restart reopens the same data.
    if (engine === 'pglite') dataDir = mkdtempSync(join(tmpdir(), 'charla-jobs-'));
    server = await startTestServer(engine, dataDir ? { DATA_DIR: dataDir } : {});
  });
  afterAll(async () => {
    await server.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('two schedulers planning and running together send each job once', async () => {
    const queue = createJobQueue(server.database.db);
    const sent: string[] = [];
    const prefix = key('race');
    const planner = async (at: Date) => {
      for (let i = 0; i < 10; i += 1)
        await queue.enqueue({ kind: 'test-send', key: `${prefix}:${i}`, runAt: at });
    };
    const handler = async (job: { key: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(job.key);
    };
    const make = (id: string) =>
      createScheduler({
        queue,
        workerId: id,
        handlers: { 'test-send': handler },
        planners: [planner],
        log: quiet,
      });
    const [a, b] = [make('a'), make('b')];
    const now = new Date();
    await Promise.all([a.tick(now), b.tick(now), a.tick(now), b.tick(now)]);
    const mine = sent.filter((k) => k.startsWith(prefix));
    expect(mine).toHaveLength(10);
    expect(new Set(mine).size).toBe(10);
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const queue = createJobQueue(server.database.db);
    const k = key('retry');
    const t0 = new Date();
    await queue.enqueue({ kind: 'flaky', key: k, runAt: t0 });
    let calls = 0;
    const scheduler = createScheduler({
      queue,
      handlers: {
        flaky: async () => {
          calls += 1;
          if (calls === 1) throw new Error('smtp down');
        },
      },
      log: quiet,
    });
    await scheduler.tick(t0);
    const failed = await queue.byKey(k);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    expect(failed!.runAt.getTime()).toBe(t0.getTime() + 30_000);
    await scheduler.tick(new Date(t0.getTime() + 10_000)); // not yet due
    expect(calls).toBe(1);
    await scheduler.tick(new Date(t0.getTime() + 31_000));
    expect(calls).toBe(2);
    expect((await queue.byKey(k))?.status).toBe('done');
  });

  it('a job survives a restart, and a job held by a dead process is taken over after its lease', async () => {
    const k = key('restart');
    const held = key('held');
    const later = new Date(Date.now() + 60_000);
    {
      const queue = createJobQueue(server.database.db);
      await queue.enqueue({ kind: 'after-restart', key: k, runAt: later, payload: { n: 1 } });
      await queue.enqueue({ kind: 'after-restart', key: held });
      // A process claims `held` and dies before finishing it.
      await queue.claim('dying-process', new Date(Date.now() - 10 * 60_000));
    }
    await server.close();
    server = await startTestServer(engine, dataDir ? { DATA_DIR: dataDir } : {});
    const queue = createJobQueue(server.database.db);
    const ran: unknown[] = [];
    const scheduler = createScheduler({
      queue,
      handlers: { 'after-restart': async (job) => void ran.push(job.key) },
      log: quiet,
    });
    await scheduler.tick(new Date(later.getTime() + 1000));
    expect(ran).toContain(k);
    expect(ran).toContain(held);
    expect((await queue.byKey(k))?.status).toBe('done');
  });
});
