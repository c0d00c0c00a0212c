import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vocabulary, vocabularyReviews } from '../../src/server/db/schema';
import { localDateKey } from '../../src/domain/streak';
import type { Server } from '../../src/server/compose';
import {
  learningVelocity,
  recentAddRate,
  reviewAccuracy,
  statusBreakdown,
} from '../../src/domain/vocabulary-stats';
import { DAY_MS } from '../../src/domain/time';
import { ENGINES, registerSetUpLearner, startTestServer } from '../support/test-server';

/**
 * The dashboard's figures come from counters kept by a trigger and from SQL counts (ADR 0012);
 * the rules are the domain's. This holds the SQL to the domain functions on the same rows,
 * through inserts, reviews, edits and deletes.
 */
describe.each(ENGINES)('dashboard figures follow the domain rules on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('status breakdown, velocity, add rate and accuracy equal the domain functions over the rows', async () => {
    const who = await registerSetUpLearner(server.app);
    const db = server.database.db;
    const now = Date.now();
    // 4 words in the last 7 days: 4/7 rounds to 0.6 and 4/8 to 0.5, so the divisor shows.
    const ages = [0.5, 2, 4, 6.5, 7.5, 12, 30];
    const statuses = ['learning', 'mastered', 'needs_review', 'retired-by-hand', 'mastered', 'learning', 'x'];
    const rows = await db
      .insert(vocabulary)
      .values(
        ages.map((age, i) => ({
          userId: who.userId,
          word: `regla${i}`,
          translation: `rule ${i}`,
          status: statuses[i]!,
          timesReviewed: i % 3,
          correctReviews: i % 3 === 2 ? 1 : 0,
          createdAt: new Date(now - age * DAY_MS),
          nextReviewDue: new Date(now + (i - 3) * DAY_MS),
        })),
      )
      .returning();
    // Writes through the API and behind its back: the counters follow every one.
    await call('POST', `/api/vocabulary/${rows[0]!.id}/review`, who.cookie, {
      rating: 'again',
      reviewId: randomUUID(),
    });
    await call('POST', `/api/vocabulary/${rows[3]!.id}/review`, who.cookie, {
      rating: 'easy',
      reviewId: randomUUID(),
    });
    await db.update(vocabulary).set({ status: 'mastered' }).where(eq(vocabulary.id, rows[5]!.id));
    expect((await call('DELETE', `/api/vocabulary/${rows[6]!.id}`, who.cookie)).statusCode).toBe(204);

    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    const stored = await db.select().from(vocabulary).where(eq(vocabulary.userId, who.userId));
    const at = new Date(Date.parse(body.generatedAt));
    expect(body.statusBreakdown).toEqual(statusBreakdown(stored));
    expect(body.learningVelocity).toBe(learningVelocity(stored, at));
    expect(body.recentAddRate).toBe(recentAddRate(stored, at));
    expect(body.recentAddRate).toBe(0.6);
    expect(body.reviewAccuracy).toBe(reviewAccuracy(stored));
    expect(body.words).toBe(stored.length);
    expect(body.reviewedWords).toBe(stored.filter((r) => r.timesReviewed > 0).length);
    expect(body.dueCount).toBe(stored.filter((r) => r.nextReviewDue.getTime() <= at.getTime()).length);
  });

  it("counts chart days by the domain's local calendar day, in a zone far from UTC", async () => {
    const who = await registerSetUpLearner(server.app, 'UTC');
    const zone = 'Pacific/Chatham'; // +12:45 / +13:45: no whole-hour shortcut holds
    await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: { timeZone: zone },
    });
    const [card] = await server.database.db
      .insert(vocabulary)
      .values({ userId: who.userId, word: 'reloj', translation: 'clock' })
      .returning();
    const now = Date.now();
    const times = Array.from({ length: 40 }, (_, i) => new Date(now - i * 3.7 * 3_600_000));
    await server.database.db.insert(vocabularyReviews).values(
      times.map((reviewedAt) => ({
        reviewId: randomUUID(),
        userId: who.userId,
        vocabularyId: card!.id,
        rating: 'good',
        reviewedAt,
      })),
    );
    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    const byDay = new Map<string, number>();
    for (const t of times) byDay.set(localDateKey(t, zone), (byDay.get(localDateKey(t, zone)) ?? 0) + 1);
    expect(body.lastSevenDays.at(-1).date).toBe(localDateKey(new Date(Date.parse(body.generatedAt)), zone));
    for (const day of body.lastSevenDays) expect(day.reviews, day.date).toBe(byDay.get(day.date) ?? 0);
  });

  it('applies every one of many concurrent reviews of one card, and the counters agree', async () => {
    const who = await registerSetUpLearner(server.app);
    const [card] = await server.database.db
      .insert(vocabulary)
      .values({ userId: who.userId, word: 'prisa', translation: 'hurry' })
      .returning();
    // More reviews than the optimistic rounds (32): the last ones must still apply, under the row lock.
    const pattern = ['good', 'again', 'easy', 'hard', 'good', 'good', 'again', 'easy', 'good', 'hard'];
    const ratings = Array.from({ length: 80 }, (_, i) => pattern[i % pattern.length]!);
    const answers = await Promise.all(
      ratings.map((rating) =>
        call('POST', `/api/vocabulary/${card!.id}/review`, who.cookie, { rating, reviewId: randomUUID() }),
      ),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(
      ratings.map(() => '200 '),
    );
    const [stored] = await server.database.db.select().from(vocabulary).where(eq(vocabulary.id, card!.id));
    expect(stored!.timesReviewed).toBe(ratings.length);
    expect(stored!.correctReviews).toBe(ratings.filter((r) => r !== 'again').length);
    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    expect(body.statusBreakdown).toEqual(statusBreakdown([stored!]));
    expect(body.reviewAccuracy).toBe(reviewAccuracy([stored!]));
    expect(body.lastSevenDays.at(-1).reviews).toBe(ratings.length);
  });

  it('keeps the counters exact under concurrent adds, reviews and deletes of many cards of one learner', async () => {
    const who = await registerSetUpLearner(server.app);
    const { db } = server.database;
    // Half the cards already due, so the due count moves too.
    const cards = await db
      .insert(vocabulary)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          userId: who.userId,
          word: `palabra${i}`,
          translation: `word ${i}`,
          nextReviewDue: new Date(Date.now() + (i % 2 === 0 ? -DAY_MS : DAY_MS)),
        })),
      )
      .returning();
    const ratings = ['good', 'again', 'easy', 'hard'] as const;
    const answers = await Promise.all([
      ...cards.slice(0, 20).map((card, i) =>
        call('POST', `/api/vocabulary/${card.id}/review`, who.cookie, {
          rating: ratings[i % ratings.length],
          reviewId: randomUUID(),
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/vocabulary', who.cookie, { word: `nueva${i}`, translation: `new ${i}` }),
      ),
      ...cards.slice(20).map((card) => call('DELETE', `/api/vocabulary/${card.id}`, who.cookie)),
    ]);
    expect(answers.map((a) => a.statusCode).filter((code) => code >= 300)).toEqual([]);
    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    const stored = await db.select().from(vocabulary).where(eq(vocabulary.userId, who.userId));
    const at = new Date(Date.parse(body.generatedAt));
    expect(stored).toHaveLength(24 - 4 + 8);
    expect(body.words).toBe(stored.length);
    expect(body.statusBreakdown).toEqual(statusBreakdown(stored));
    expect(body.reviewAccuracy).toBe(reviewAccuracy(stored));
    expect(body.reviewedWords).toBe(stored.filter((r) => r.timesReviewed > 0).length);
    expect(body.dueCount).toBe(stored.filter((r) => r.nextReviewDue.getTime() <= at.getTime()).length);
  });

  it('continues a streak of 2 to 3 with a review; a visit does not move it', async () => {
    const who = await registerSetUpLearner(server.app, 'UTC');
    const yesterday = new Date(Date.now() - DAY_MS);
    await server.database.db
      .update(users)
      .set({ learningStreak: 2, lastActiveDate: yesterday })
      .where(eq(users.uid, who.userId));
    // This test used to expect a visit (POST /api/me/activity) to make it 3: a visit is not practice.
    const visit = await call('POST', '/api/me/activity', who.cookie, { timeZone: 'UTC' });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().learningStreak).toBe(2);
    const [card] = await server.database.db
      .insert(vocabulary)
      .values({ userId: who.userId, word: 'racha', translation: 'streak' })
      .returning();
    const review = await call('POST', `/api/vocabulary/${card!.id}/review`, who.cookie, {
      rating: 'good',
      reviewId: randomUUID(),
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(
      (await call('POST', '/api/me/activity', who.cookie, { timeZone: 'UTC' })).json().learningStreak,
    ).toBe(3);
    expect((await call('GET', '/api/dashboard', who.cookie)).json().streak).toBe(3);
  });
});
