import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { reviewRowsOf } from '../support/review-rows';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/**
 * A review of a card the due list served skips reading the card (the card cache) and checks the
 * session in its own statement (ADR 0012). Whatever the session's state, the answer and what is
 * written must be those of any other protected route: a session signed out or expired after the
 * card was served writes nothing, a gone session hears 401 before anything about its request,
 * a session due for extension is extended, and another learner's served card is not theirs.
 */
describe.each(ENGINES)('reviews of served cards and the session, on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A learner with one card, served by the due list (so this process remembers it). */
  async function learnerWithServedCard(): Promise<{ who: TestLearner; cardId: string }> {
    const who = await registerSetUpLearner(server.app);
    const added = await call('POST', '/api/vocabulary', who.cookie, { word: 'gato', translation: 'cat' });
    expect(added.statusCode, added.body).toBe(201);
    const due = (await call('GET', '/api/vocabulary/due', who.cookie)).json();
    expect(due.items.map((item: { id: string }) => item.id)).toEqual([added.json().id]);
    return { who, cardId: added.json().id };
  }

  const reviewsOf = (cardId: string) => reviewRowsOf(server.database.db, cardId);
  const timesReviewed = async (cardId: string) =>
    (await server.database.db.select().from(vocabulary).where(eq(vocabulary.id, cardId)))[0]!.timesReviewed;
  const review = (
    cookie: string,
    cardId: string,
    body: object = { rating: 'good', reviewId: randomUUID() },
  ) => call('POST', `/api/vocabulary/${cardId}/review`, cookie, body);

  it('applies a review with a live session', async () => {
    const { who, cardId } = await learnerWithServedCard();
    const response = await review(who.cookie, cardId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: cardId, timesReviewed: 1 });
    expect(await reviewsOf(cardId)).toBe(1);
  });

  it('refuses a session signed out after the card was served, and writes nothing', async () => {
    const { who, cardId } = await learnerWithServedCard();
    expect((await call('POST', '/api/auth/sign-out', who.cookie, {})).statusCode).toBe(200);
    const response = await review(who.cookie, cardId);
    expect(response.statusCode).toBe(401);
    expect(await reviewsOf(cardId)).toBe(0);
    expect(await timesReviewed(cardId)).toBe(0);
  });

  it('refuses an expired session, and writes nothing', async () => {
    const { who, cardId } = await learnerWithServedCard();
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.userId, who.userId));
    expect((await review(who.cookie, cardId)).statusCode).toBe(401);
    expect(await reviewsOf(cardId)).toBe(0);
  });

  it('answers 401 before saying what is wrong with the body, for a session that is gone', async () => {
    const { who, cardId } = await learnerWithServedCard();
    expect((await call('POST', '/api/auth/sign-out', who.cookie, {})).statusCode).toBe(200);
    expect((await review(who.cookie, cardId, { rating: 'superb' })).statusCode).toBe(401);
    expect((await review(who.cookie, 'not-a-card-id')).statusCode).toBe(401);
    // A live session is told what is wrong.
    const live = await learnerWithServedCard();
    const invalid = await review(live.who.cookie, live.cardId, { rating: 'superb', reviewId: randomUUID() });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('invalid-request');
  });

  it('answers 401 to a body that is not JSON, for a session that is gone; 400 for a live one', async () => {
    const { who, cardId } = await learnerWithServedCard();
    const notJson = (cookie: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/vocabulary/${cardId}/review`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"rating": "good",',
      });
    expect((await notJson(who.cookie)).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/sign-out', who.cookie, {})).statusCode).toBe(200);
    expect((await notJson(who.cookie)).statusCode).toBe(401);
  });

  const DAY = 24 * 60 * 60 * 1000;
  it.each([
    ['a review of a served card (the session checked in its statement)', 'review'],
    ['the due list (the usual lookup)', 'due'],
  ] as const)('extends a session due for it (a day past its last extension): %s', async (_, route) => {
    const { who, cardId } = await learnerWithServedCard();
    const sessionsOf = () =>
      server.database.db.select().from(authSession).where(eq(authSession.userId, who.userId));
    // Sessions last 30 days and are extended once a day: this one was last extended two days ago.
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(authSession.userId, who.userId));
    const response =
      route === 'review'
        ? await review(who.cookie, cardId)
        : await call('GET', '/api/vocabulary/due', who.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const sessions = await sessionsOf();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("never reviews another learner's served card: 404, as for any card not theirs", async () => {
    const owner = await learnerWithServedCard();
    const intruder = await registerSetUpLearner(server.app);
    const response = await review(intruder.cookie, owner.cardId);
    expect(response.statusCode).toBe(404);
    expect(await reviewsOf(owner.cardId)).toBe(0);
    // The owner's review still applies from the state the due list served.
    expect((await review(owner.who.cookie, owner.cardId)).json().timesReviewed).toBe(1);
  });

  it('answers a retried review id with the card as it is, once', async () => {
    const { who, cardId } = await learnerWithServedCard();
    const body = { rating: 'easy', reviewId: randomUUID() };
    const first = await review(who.cookie, cardId, body);
    const again = await review(who.cookie, cardId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await reviewsOf(cardId)).toBe(1);
  });

  it('refuses a cookie whose signature is wrong before anything else', async () => {
    const { who, cardId } = await learnerWithServedCard();
    const forged = who.cookie.replace(/\.[^.;]+(?=;|$)/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    expect((await review(forged, cardId)).statusCode).toBe(401);
    expect((await review('', cardId)).statusCode).toBe(401);
    expect(await reviewsOf(cardId)).toBe(0);
  });
});
