import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { rateLimits } from '../../src/server/db/schema';
import { claimSessionSlot } from '../../src/server/realtime/session-slots';
import { ENGINES, registerLearner, startTestServer } from '../support/test-server';

const THIRTY_MINUTES = 30 * 60_000;

describe.each(ENGINES)('voice session slots on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  /** The row a session holder left behind, last renewed `ageMs` ago (e.g. its process was killed). */
  async function leftBehind(userId: string, ageMs: number): Promise<void> {
    const key = `realtime:${userId}:${randomUUID()}`;
    await server.database.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(Date.now() - ageMs), count: 1 });
  }

  it('frees the slot of a holder that stopped renewing within a minute (kill -9)', async () => {
    const { userId } = await registerLearner(server.app);
    await leftBehind(userId, 50_000);
    const slot = await claimSessionSlot(server.database.db, {
      userId,
      limit: 1,
      maxSessionMs: THIRTY_MINUTES,
    });
    expect(slot).not.toBeNull();
    await slot?.release();
  });

  it('still counts a holder that renewed recently', async () => {
    const { userId } = await registerLearner(server.app);
    await leftBehind(userId, 10_000);
    expect(
      await claimSessionSlot(server.database.db, { userId, limit: 1, maxSessionMs: THIRTY_MINUTES }),
    ).toBeNull();
  });

  it('renews its lease while open, and release stops the heartbeat and frees the slot', async () => {
    const { userId } = await registerLearner(server.app);
    const slot = await claimSessionSlot(server.database.db, {
      userId,
      limit: 1,
      maxSessionMs: THIRTY_MINUTES,
      now: new Date(Date.now() - 40_000),
      renewEveryMs: 50,
    });
    expect(slot).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, (await keysOf(userId))[0] ?? ''));
    expect(Date.now() - (rows[0]?.windowStart.getTime() ?? 0)).toBeLessThan(5_000);
    await slot?.release();
    expect(await keysOf(userId)).toEqual([]);
    const again = await claimSessionSlot(server.database.db, {
      userId,
      limit: 1,
      maxSessionMs: THIRTY_MINUTES,
    });
    expect(again).not.toBeNull();
    await again?.release();
  });

  async function keysOf(userId: string): Promise<string[]> {
    const rows = await server.database.db.select({ key: rateLimits.key }).from(rateLimits);
    return rows.map((row) => row.key).filter((key) => key.startsWith(`realtime:${userId}:`));
  }
});
