/**
 * An import is stored whole or not at all, and the tutor's memory cap holds
 * under concurrent writes.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { tutorMemory } from '../../src/server/db/schema';
import { MAX_MEMORY_KEYS } from '../../src/server/realtime/memory-store';
import { ENGINES, registerSetUpLearner, startTestServer } from '../support/test-server';

describe.each(ENGINES)('bounded writes on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  it('stores nothing of an import that fails partway (one transaction)', async () => {
    const who = await registerSetUpLearner(server.app);
    // A fault the database raises at the 901st word, as a crash midway would stop the import.
    const trigger = `import_fault_${randomUUID().replace(/-/g, '')}`;
    await server.database.db.execute(
      sql.raw(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.word = 'explota' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER ${trigger} BEFORE INSERT ON vocabulary FOR EACH ROW EXECUTE FUNCTION ${trigger}();`),
    );
    try {
      const rows = Array.from({ length: 1_000 }, (_, i) =>
        i === 900 ? 'explota,boom' : `palabra${i},word ${i}`,
      );
      const boundary = `----charla${randomUUID()}`;
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.csv"\r\n\r\nword,translation\n${rows.join('\n')}\n\r\n--${boundary}--\r\n`,
      );
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/vocabulary/import',
        headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await server.database.db.execute(
        sql.raw(`DROP TRIGGER ${trigger} ON vocabulary; DROP FUNCTION ${trigger}();`),
      );
    }
    const list = await server.app.inject({ url: '/api/vocabulary?limit=1', headers: { cookie: who.cookie } });
    expect(list.json().total).toBe(0);
  });

  it(`keeps at most ${MAX_MEMORY_KEYS} remembered facts when 120 arrive at once`, async () => {
    const who = await registerSetUpLearner(server.app);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        server.app.inject({
          method: 'PUT',
          url: `/api/me/memories/fact_${i}`,
          headers: { cookie: who.cookie },
          payload: { value: `fact ${i}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_MEMORY_KEYS);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(120 - MAX_MEMORY_KEYS);
    const [row] = await server.database.db
      .select({ n: count() })
      .from(tutorMemory)
      .where(eq(tutorMemory.userId, who.userId));
    expect(row?.n).toBe(MAX_MEMORY_KEYS);
  });
});
