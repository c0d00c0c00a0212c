import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { countStatements, type StatementCounter } from '../support/statement-counter';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/**
 * Statements per request on the hot routes, counted at the driver, so they
 * don't creep back: the session costs one; a review of a card the due list showed is one in all
 * (the session checked in it), of any other card one after the session and the card's read; the
 * dashboard two; due cards and the user document one each.
 */
/** The review: the card's old due date, its guarded update, the review's record and the counters. */
const REVIEW_STATEMENT =
  /with (sess as \(.*\), )?old as \(.*update vocabulary set.*insert into vocabulary_reviews.*update vocabulary_counters/i;
/** The review that also checks the session: the token's live session is the card's learner. */
const SESSION_CHECKED =
  /^\s*with sess as \(select user_id, expires_at from auth_session where token = \$\d+ and expires_at > now\(\)\)/i;

describe.each(ENGINES)('statements per request on %s', (engine) => {
  let server: Server;
  let counter: StatementCounter;
  let who: TestLearner;
  let cardId: string;
  let oldestDueId: string;
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
    // Oldest due first, 25 at most: the newest (rows[0]) is not in the due list, the oldest is.
    cardId = rows[0]!.id;
    oldestDueId = rows[29]!.id;
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

  it('a review of a card the due list showed: one statement, which checks the session too', async () => {
    await statementsOf('GET', '/api/vocabulary/due');
    for (const rating of ['good', 'again', 'easy'] as const) {
      const { count, statements } = await statementsOf('POST', `/api/vocabulary/${oldestDueId}/review`, {
        rating,
        reviewId: randomUUID(),
      });
      expect(count, statements.join('\n')).toBe(1);
      expect(statements[0]).toMatch(REVIEW_STATEMENT);
      expect(statements[0]).toMatch(SESSION_CHECKED);
    }
  });

  it('a review after another process moved the card: the miss costs a read, the review still lands once', async () => {
    await statementsOf('GET', '/api/vocabulary/due');
    // What another process would do: review the card behind this one's back.
    await server.database.db
      .update(vocabulary)
      .set({ timesReviewed: sql`${vocabulary.timesReviewed} + 1` })
      .where(eq(vocabulary.id, oldestDueId));
    const [before] = await server.database.db.select().from(vocabulary).where(eq(vocabulary.id, oldestDueId));
    const { statements } = await statementsOf('POST', `/api/vocabulary/${oldestDueId}/review`, {
      rating: 'good',
      reviewId: randomUUID(),
    });
    expect(statements.filter((text) => REVIEW_STATEMENT.test(text))).toHaveLength(2);
    const [after] = await server.database.db.select().from(vocabulary).where(eq(vocabulary.id, oldestDueId));
    expect(after!.timesReviewed).toBe(before!.timesReviewed + 1);
  });

  it('a review of a card not shown: the session, the card, and one statement that writes card, review and counters', async () => {
    const { count, statements } = await statementsOf('POST', `/api/vocabulary/${cardId}/review`, {
      rating: 'good',
      reviewId: randomUUID(),
    });
    expect(count, statements.join('\n')).toBe(3);
    // No transaction and no lock statement: the review is the one statement after the card's read.
    expect(statements.slice(0, 2).join('\n')).not.toMatch(/for update|begin/i);
    expect(statements[2]).toMatch(REVIEW_STATEMENT);
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
