import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, startTestServer } from '../support/test-server';

/**
 * Every reference is indexed on the referencing side. Deleting a row PostgreSQL follows each
 * reference to it (cascade, set null) with a lookup by the referencing columns; without an index
 * that lookup reads the whole table. With a million reviews, deleting one word took 48 ms and
 * deleting an account of 50 words 2.2 s (a full read of the reviews per word), growing with
 * every learner's reviews. So the rule is checked on the migrated schema, both engines.
 */
describe.each(ENGINES)('references on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  it('each foreign key leads an index of its table', async () => {
    const result = await server.database.db.execute(sql`
      select c.conname as reference
      from pg_constraint c
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey
        )
      order by 1`);
    const rows = (result as unknown as { rows: { reference: string }[] }).rows;
    expect(rows.map((row) => row.reference)).toEqual([]);
    // The query sees references at all (it would pass on a schema it cannot read).
    const all = await server.database.db.execute(
      sql`select count(*)::int as n from pg_constraint where contype = 'f'`,
    );
    expect((all as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(10);
  });
});
