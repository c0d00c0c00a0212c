import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { rateLimits } from '../../src/server/db/schema';
import { pruneRateLimits } from '../../src/server/lib/rate-limit';
import { ENGINES, startTestServer } from '../support/test-server';

describe.each(ENGINES)('rate-limit rows on %s', (engine) => {
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
});
