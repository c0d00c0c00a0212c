import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { rateLimits } from '../../src/server/db/schema';
import { createRateLimiter, pruneRateLimits } from '../../src/server/lib/rate-limit';
import { ENGINES, startTestServer } from '../support/test-server';

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  it('prunes windows older than the cut-off and keeps recent ones', async () => {
    const prefix = `prune-test-${engine}-${Date.now()}`;
    const now = Date.now();
    await server.database.db.insert(rateLimits).values([
      { key: `${prefix}-old`, windowStart: new Date(now - 2 * 86_400_000), count: 3 },
      { key: `${prefix}-new`, windowStart: new Date(now - 60_000), count: 1 },
    ]);
    await pruneRateLimits(server.database.db, new Date(now - 86_400_000));
    const left = await server.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}%`));
    expect(left.map((row) => row.key)).toEqual([`${prefix}-new`]);
  });

  it('gives no fresh allowance at a window boundary: a burst across it is held to the limit', async () => {
    const hit = createRateLimiter(server.database.db, { limit: 3, windowMs: 60_000 });
    const key = `boundary-${engine}-${Date.now()}`;
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    for (const ms of [-300, -200, -100]) await hit(key, new Date(boundary + ms));
    // A fixed window would start counting afresh here; four hits inside 400 ms must not pass.
    const refused = await hit(key, new Date(boundary + 100)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ statusCode: 429 });
    // Once the earlier hits have slid out of the last minute, the next one passes.
    await expect(hit(key, new Date(boundary + 59_950))).resolves.toBeUndefined();
  });
});
