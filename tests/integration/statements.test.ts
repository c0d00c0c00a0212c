import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { countStatements, type StatementCounter } from '../support/statement-counter';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/**
 * Statements per request on the hot routes (issue 17 goal 3), counted at the driver, so they
 * don't creep back: the session costs one, a review one after reading the card, the dashboard
 * two, due cards and the user document one each.
 */
describe.each(ENGINES)('statements per request on %s', (engine) => {
  let server: Server;
  let counter: StatementCounter;
  let who: TestLearner;
  let cardId: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    counter = countStatements(server.database.db);
    who = await registerSetUpLearner(server.app);
    const now = Date.now();
    const rows = await server.database.db
      .insert(vocabulary)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: who.userId,
          word: `palabra${i}`,
          translation: `word ${i}`,
          nextReviewDue: new Date(now - (i + 1) * 60_000),
        })),
      )
      .returning({ id: vocabulary.id });
    cardId = rows[0]!.id;
  });
  afterAll(async () => server.close());

  async function statementsOf(method: 'GET' | 'POST', url: string, payload?: object) {
    const { count, statements } = await counter.during(async () => {
      const response = await server.app.inject({
        method,
        url,
        headers: { cookie: who.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    return { count, statements };
  }

  it.each([
    ['GET', '/api/me', 2],
    ['GET', '/api/vocabulary/due', 2],
    ['GET', '/api/dashboard', 3],
  ] as const)('%s %s: %i statements, the session lookup included', async (method, url, expected) => {
    await statementsOf(method, url); // first use prepares the statements
    const { count, statements } = await statementsOf(method, url);
    expect(count, statements.join('\n')).toBe(expected);
    expect(statements[0], 'the session is one joined statement').toMatch(/auth_session.*join.*auth_user/i);
  });

  it('a review: the session, the card, and one statement that writes card, review and counters', async () => {
    const { count, statements } = await statementsOf('POST', `/api/vocabulary/${cardId}/review`, {
      rating: 'good',
      reviewId: randomUUID(),
    });
    expect(count, statements.join('\n')).toBe(3);
    expect(statements.join('\n')).not.toMatch(/for update|begin/i);
    expect(statements[2]).toMatch(/with upd as \(.*update vocabulary.*insert into vocabulary_reviews/i);
  });

  it('a signed-out request costs no statement; a forged cookie none either', async () => {
    const { count } = await counter.during(() => server.app.inject({ method: 'GET', url: '/api/me' }));
    expect(count).toBe(0);
    const forged = who.cookie.replace(/\.[^.;]+(?=;|$)/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    const result = await counter.during(async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: forged },
      });
      expect(response.statusCode).toBe(401);
    });
    expect(result.count).toBe(0);
  });

  it('the user document is read without touching its row on review', async () => {
    const [before] = await server.database.db.select().from(users).where(eq(users.uid, who.userId));
    await statementsOf('POST', `/api/vocabulary/${cardId}/review`, {
      rating: 'easy',
      reviewId: randomUUID(),
    });
    const [after] = await server.database.db.select().from(users).where(eq(users.uid, who.userId));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });
});
