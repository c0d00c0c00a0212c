import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabulary, vocabularyReviews } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { reviewRowsOf } from '../support/review-rows';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('vocabulary API on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const learner = (): Promise<TestLearner> => registerSetUpLearner(server.app);

  async function addWord(who: TestLearner, word: string, extra: object = {}) {
    const response = await call('POST', '/api/vocabulary', who.cookie, {
      word,
      translation: `${word}-en`,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** Puts a card into a known scheduling state, as earlier reviews would have left it. */
  async function setState(id: string, state: Partial<typeof vocabulary.$inferInsert>) {
    await server.database.db.update(vocabulary).set(state).where(eq(vocabulary.id, id));
  }

  const review = (who: TestLearner, id: string, body: object) =>
    call('POST', `/api/vocabulary/${id}/review`, who.cookie, body);

  describe('review scheduling (product.md#review-scheduling)', () => {
    // From interval 10, ease 2.5, consecutiveCorrect 2 — every number below comes from the table.
    const cases = [
      { rating: 'again', interval: 1, ease: 2.3, cc: 0, status: 'needs_review', correct: 4 },
      { rating: 'hard', interval: 12, ease: 2.35, cc: 3, status: 'mastered', correct: 5 },
      { rating: 'good', interval: 25, ease: 2.5, cc: 3, status: 'learning', correct: 5 },
      { rating: 'easy', interval: 32, ease: 2.65, cc: 3, status: 'mastered', correct: 5 },
    ] as const;

    it.each(cases)('$rating → interval $interval, ease $ease, status $status', async (expected) => {
      const who = await learner();
      const card = await addWord(who, `palabra-${expected.rating}`);
      await setState(card.id, {
        interval: 10,
        easeFactor: 2.5,
        consecutiveCorrect: 2,
        timesReviewed: 6,
        correctReviews: 4,
      });
      const reviewedAt = new Date(Date.now() - 60_000);
      const response = await review(who, card.id, {
        rating: expected.rating,
        reviewId: randomUUID(),
        reviewedAt: reviewedAt.toISOString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      const item = response.json();
      expect(item).toMatchObject({
        id: card.id,
        interval: expected.interval,
        easeFactor: expected.ease,
        consecutiveCorrect: expected.cc,
        status: expected.status,
        timesReviewed: 7,
        correctReviews: expected.correct,
        lastReviewResult: expected.rating,
        lastReviewed: reviewedAt.toISOString(),
      });
      expect(Date.parse(item.nextReviewDue)).toBe(reviewedAt.getTime() + expected.interval * DAY_MS);
    });

    it.each([
      { rating: 'hard', before: 1, status: 'learning' },
      { rating: 'hard', before: 2, status: 'mastered' },
      { rating: 'good', before: 2, status: 'learning' },
      { rating: 'good', before: 3, status: 'mastered' },
      { rating: 'easy', before: 0, status: 'mastered' },
      { rating: 'again', before: 5, status: 'needs_review' },
    ])('$rating after $before in a row → $status', async ({ rating, before, status }) => {
      const who = await learner();
      const card = await addWord(who, 'estado');
      await setState(card.id, { consecutiveCorrect: before });
      const response = await review(who, card.id, { rating, reviewId: randomUUID() });
      expect(response.json().status).toBe(status);
    });

    it('keeps the ease factor at its 1.3 floor and the hard interval at least 1 day', async () => {
      const who = await learner();
      const card = await addWord(who, 'suelo');
      await setState(card.id, { interval: 1, easeFactor: 1.4 });
      const hard = (await review(who, card.id, { rating: 'hard', reviewId: randomUUID() })).json();
      expect(hard).toMatchObject({ interval: 1, easeFactor: 1.3 });
      const again = (await review(who, card.id, { rating: 'again', reviewId: randomUUID() })).json();
      expect(again).toMatchObject({ interval: 1, easeFactor: 1.3, consecutiveCorrect: 0 });
    });

    it('schedules a new word from the defaults: good gives floor(1 × 2.5) = 2 days', async () => {
      const who = await learner();
      const card = await addWord(who, 'nuevo');
      expect(card).toMatchObject({ interval: 1, easeFactor: 2.5, status: 'learning', timesReviewed: 0 });
      const item = (await review(who, card.id, { rating: 'good', reviewId: randomUUID() })).json();
      expect(item).toMatchObject({ interval: 2, easeFactor: 2.5, consecutiveCorrect: 1, correctReviews: 1 });
    });
  });

  describe('review requests', () => {
    it('survives 50 consecutive easy reviews: the interval stops at 36,500 days (ADR 0008)', async () => {
      const who = await learner();
      const card = await addWord(who, 'siempre');
      let item = card;
      for (let i = 0; i < 50; i += 1) {
        const response = await review(who, card.id, { rating: 'easy', reviewId: randomUUID() });
        expect(response.statusCode, `review ${i + 1}: ${response.body}`).toBe(200);
        item = response.json();
      }
      expect(item.interval).toBe(36_500);
      expect(Date.parse(item.nextReviewDue)).toBe(Date.parse(item.lastReviewed) + 36_500 * DAY_MS);
    });

    it('refuses a review time before 2000 with a 400, not a 500', async () => {
      const who = await learner();
      const card = await addWord(who, 'nunca');
      const response = await review(who, card.id, {
        rating: 'good',
        reviewId: randomUUID(),
        reviewedAt: '0000-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('reviewedAt');
    });

    it('applies a retried review id once, even when both requests arrive together', async () => {
      const who = await learner();
      const card = await addWord(who, 'repetir');
      const body = { rating: 'good', reviewId: randomUUID() };
      const [first, second] = await Promise.all([review(who, card.id, body), review(who, card.id, body)]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const third = await review(who, card.id, body);
      expect(third.json()).toMatchObject({ timesReviewed: 1, correctReviews: 1, interval: 2 });
      const rows = await server.database.db
        .select()
        .from(vocabularyReviews)
        .where(eq(vocabularyReviews.vocabularyId, card.id));
      expect(rows).toHaveLength(1);
    });

    it("answers 404 for another learner's card and for a missing one, and changes nothing", async () => {
      const owner = await learner();
      const other = await learner();
      const card = await addWord(owner, 'secreto');
      const response = await review(other, card.id, { rating: 'easy', reviewId: randomUUID() });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Vocabulary item not found');
      const missing = await review(owner, randomUUID(), { rating: 'easy', reviewId: randomUUID() });
      expect(missing.statusCode).toBe(404);
      const malformed = await review(owner, 'not-a-uuid', { rating: 'easy', reviewId: randomUUID() });
      expect(malformed.statusCode).toBe(404);
      const [row] = await server.database.db.select().from(vocabulary).where(eq(vocabulary.id, card.id));
      expect(row?.timesReviewed).toBe(0);
    });

    it('refuses a review id already used for another card', async () => {
      const who = await learner();
      const a = await addWord(who, 'uno');
      const b = await addWord(who, 'dos');
      const reviewId = randomUUID();
      expect((await review(who, a.id, { rating: 'good', reviewId })).statusCode).toBe(200);
      const reused = await review(who, b.id, { rating: 'good', reviewId });
      expect(reused.statusCode).toBe(409);
    });

    it.each([
      [{ rating: 'medium', reviewId: '0b6f1f5e-3c1a-4a57-9d0e-1c3b2a4d5e6f' }, 'rating'],
      [{ reviewId: '0b6f1f5e-3c1a-4a57-9d0e-1c3b2a4d5e6f' }, 'rating'],
      [{ rating: 'good' }, 'reviewId'],
      [{ rating: 'good', reviewId: 'abc' }, 'reviewId'],
      [
        { rating: 'good', reviewId: '0b6f1f5e-3c1a-4a57-9d0e-1c3b2a4d5e6f', reviewedAt: 'yesterday' },
        'reviewedAt',
      ],
    ])('rejects %j with 400 naming %s', async (body, field) => {
      const who = await learner();
      const card = await addWord(who, 'malo');
      const response = await review(who, card.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });

    it('needs a session', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/vocabulary/due' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('adding and listing words', () => {
    it('adds a word with the spec defaults and refuses the same word again in any case', async () => {
      const who = await learner();
      const item = await addWord(who, 'Hola', { context: 'Hola, ¿qué tal?' });
      expect(item).toMatchObject({
        word: 'Hola',
        translation: 'Hola-en',
        context: 'Hola, ¿qué tal?',
        definition: 'No definition available',
        category: 'general',
        difficulty: 1,
        status: 'learning',
        timesReviewed: 0,
        correctReviews: 0,
        userId: who.userId,
      });
      const again = await call('POST', '/api/vocabulary', who.cookie, { word: 'hola', translation: 'hi' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('"hola" is already in your vocabulary.');
    });

    it.each([
      [{ word: 'casa' }, 'translation'],
      [{ word: '  ', translation: 'house' }, 'word'],
      [{ word: 'casa', translation: 'house', difficulty: 6 }, 'difficulty'],
    ])('rejects %j with 400 naming %s', async (body, field) => {
      const who = await learner();
      const response = await call('POST', '/api/vocabulary', who.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });

    it('lists newest first in pages, and keeps the user document counters current', async () => {
      const who = await learner();
      for (const word of ['uno', 'dos', 'tres']) await addWord(who, word);
      const page = (await call('GET', '/api/vocabulary?limit=2&offset=0', who.cookie)).json();
      expect(page.total).toBe(3);
      expect(page.items.map((i: { word: string }) => i.word)).toEqual(['tres', 'dos']);
      const next = (await call('GET', '/api/vocabulary?limit=2&offset=2', who.cookie)).json();
      expect(next.items.map((i: { word: string }) => i.word)).toEqual(['uno']);
      expect((await call('GET', '/api/vocabulary?limit=0', who.cookie)).statusCode).toBe(400);

      const before = (await call('GET', '/api/me', who.cookie)).json();
      expect(before).toMatchObject({ wordsLearned: 3, vocabularyReviewsDue: 3 });
      await review(who, page.items[0].id, { rating: 'good', reviewId: randomUUID() });
      expect((await call('GET', '/api/me', who.cookie)).json().vocabularyReviewsDue).toBe(2);
    });

    it('returns at most 25 due cards, oldest due first, none from the future or other learners', async () => {
      const who = await learner();
      const other = await learner();
      await addWord(other, 'ajeno');
      const now = Date.now();
      const ids: string[] = [];
      for (let i = 0; i < 28; i += 1) {
        const card = await addWord(who, `palabra${i}`);
        // Card i was due i hours ago; the last two are due tomorrow.
        const due = i < 26 ? new Date(now - i * 3_600_000) : new Date(now + DAY_MS);
        await setState(card.id, { nextReviewDue: due });
        ids.push(card.id);
      }
      const { items } = (await call('GET', '/api/vocabulary/due', who.cookie)).json();
      expect(items).toHaveLength(25);
      expect(items.map((i: { word: string }) => i.word)).toEqual(
        Array.from({ length: 25 }, (_, k) => `palabra${25 - k}`),
      );
    });

    it("takes a learner's reviews with their account, and leaves everyone else's", async () => {
      const leaving = await learner();
      const staying = await learner();
      for (const who of [leaving, staying]) {
        const card = await addWord(who, 'adiós');
        expect((await review(who, card.id, { rating: 'good', reviewId: randomUUID() })).statusCode).toBe(200);
      }
      const reviewsOf = async (who: TestLearner) =>
        (
          await server.database.db
            .select()
            .from(vocabularyReviews)
            .where(eq(vocabularyReviews.userId, who.userId))
        ).length;
      expect(await reviewsOf(leaving)).toBe(1);
      const removed = await server.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: leaving.cookie },
        payload: { password: leaving.password },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await reviewsOf(leaving)).toBe(0);
      expect(await reviewsOf(staying)).toBe(1);
    });

    it("takes a word's reviews with the word, and leaves the learner's other words' reviews", async () => {
      const who = await learner();
      const [leaving, staying] = [await addWord(who, 'borrar'), await addWord(who, 'quedar')];
      for (const card of [leaving, staying, leaving]) {
        expect((await review(who, card.id, { rating: 'good', reviewId: randomUUID() })).statusCode).toBe(200);
      }
      const reviewsOf = (cardId: string) => reviewRowsOf(server.database.db, cardId);
      expect([await reviewsOf(leaving.id), await reviewsOf(staying.id)]).toEqual([2, 1]);
      const removed = await server.app.inject({
        method: 'DELETE',
        url: `/api/vocabulary/${leaving.id}`,
        headers: { cookie: who.cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect([await reviewsOf(leaving.id), await reviewsOf(staying.id)]).toEqual([0, 1]);
      // Whatever deletes the word: a statement of several rows by hand takes theirs too.
      await server.database.db.delete(vocabulary).where(eq(vocabulary.userId, who.userId));
      expect(await reviewsOf(staying.id)).toBe(0);
    });

    it('serves each due card exactly as the word list does, timestamps to the millisecond', async () => {
      const who = await learner();
      const fresh = await addWord(who, 'nuevo');
      const reviewed = await addWord(who, 'repasado', { category: 'food', definition: 'algo' });
      await review(who, reviewed.id, { rating: 'hard', reviewId: randomUUID() });
      const odd = await addWord(who, 'raro');
      // Microseconds the API must cut (not round) as a JavaScript Date does, a stored status the
      // API does not know (counted as learning), and a rating it does not know (shown as none).
      await server.database.db.execute(sql`
        update vocabulary set next_review_due = '2020-02-29 23:59:59.999999+00',
          last_reviewed = '2020-02-28 12:00:00.000500+00', status = 'legacy', last_review_result = 'meh',
          ease_factor = 1.3000000000000003
        where id = ${odd.id}`);
      await setState(reviewed.id, { nextReviewDue: new Date(Date.now() - 1000) });
      const { items } = (await call('GET', '/api/vocabulary/due', who.cookie)).json();
      const listed = (await call('GET', '/api/vocabulary?limit=10', who.cookie)).json().items;
      const byId = new Map(listed.map((item: { id: string }) => [item.id, item]));
      expect(items.map((item: { id: string }) => item.id).sort()).toEqual(
        [fresh.id, reviewed.id, odd.id].sort(),
      );
      for (const item of items) expect(item).toEqual(byId.get(item.id));
      const oddItem = items.find((item: { id: string }) => item.id === odd.id);
      expect(oddItem).toMatchObject({
        nextReviewDue: '2020-02-29T23:59:59.999Z',
        lastReviewed: '2020-02-28T12:00:00.000Z',
        status: 'learning',
        lastReviewResult: null,
        easeFactor: 1.3000000000000003,
      });
      // Reviewing a card served from the due list still applies from the state it was served in.
      const after = (await review(who, odd.id, { rating: 'good', reviewId: randomUUID() })).json();
      expect(after.timesReviewed).toBe(1);
    });
  });
});
