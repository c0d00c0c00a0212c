import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { readRepeatableFiles } from '../../src/server/db/repeatable';
import type { Server } from '../../src/server/compose';
import { ENGINES, startTestServer } from '../support/test-server';

const FOLDER = fileURLToPath(new URL('../../src/server/db/functions', import.meta.url));

/** Each function a repeatable file defines, with its body (between the dollar quotes). */
function definedFunctions(): Map<string, string> {
  const functions = new Map<string, string>();
  for (const file of readRepeatableFiles(FOLDER))
    for (const statement of file.statements) {
      const match = /CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?\$\$([\s\S]*)\$\$/.exec(statement);
      if (match) functions.set(match[1]!, match[2]!);
    }
  return functions;
}

async function bodiesIn(db: DatabaseHandle['db'], names: string[]): Promise<Map<string, string>> {
  const result = (await db.execute(
    sql`select proname, prosrc from pg_proc where proname in ${names}`,
  )) as unknown as { rows: { proname: string; prosrc: string }[] };
  return new Map(result.rows.map((row) => [row.proname, row.prosrc]));
}

describe.each(ENGINES)('repeatable migrations (%s)', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  it('define the counters functions exactly as their file says, and record its checksum', async () => {
    const defined = definedFunctions();
    expect([...defined.keys()]).toContain('vocabulary_counters_update_row');
    const live = await bodiesIn(server.database.db, [...defined.keys()]);
    for (const [name, body] of defined) expect(live.get(name), name).toBe(body);
    const records = (await server.database.db.execute(
      sql`select name, checksum from drizzle.repeatable_migrations`,
    )) as unknown as { rows: { name: string; checksum: string }[] };
    expect(records.rows).toEqual(
      expect.arrayContaining(readRepeatableFiles(FOLDER).map(({ name, checksum }) => ({ name, checksum }))),
    );
  });
});

describe('a repeatable migration runs again only when its content changes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
  });
  afterAll(async () => handle?.close());

  const appliedAt = async () =>
    (
      (await handle.db.execute(sql`select applied_at from drizzle.repeatable_migrations`)) as unknown as {
        rows: { applied_at: unknown }[];
      }
    ).rows.map((row) => String(row.applied_at));

  it('leaves an unchanged file alone at the next start', async () => {
    const before = await appliedAt();
    await migrateDatabase(handle);
    expect(await appliedAt()).toEqual(before);
  });

  it('re-applies a file whose recorded checksum no longer matches, restoring its functions', async () => {
    await handle.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION vocabulary_counters_rebuild(learner text) RETURNS void
        LANGUAGE plpgsql AS $$ BEGIN END $$`),
    );
    // What an edited file looks like to the database: a checksum it has not applied.
    await handle.db.execute(sql`update drizzle.repeatable_migrations set checksum = 'edited'`);
    await migrateDatabase(handle);
    const live = await bodiesIn(handle.db, ['vocabulary_counters_rebuild']);
    expect(live.get('vocabulary_counters_rebuild')).toBe(
      definedFunctions().get('vocabulary_counters_rebuild'),
    );
    const records = (await handle.db.execute(
      sql`select checksum from drizzle.repeatable_migrations`,
    )) as unknown as { rows: { checksum: string }[] };
    expect(records.rows.map((row) => row.checksum)).not.toContain('edited');
  });
});
