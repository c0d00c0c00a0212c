import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VocabularyItem } from '../../src/contracts/vocabulary';
import { mergeCardReview } from '../../src/domain/card-schedule';
import { newFsrsMemory, replayReviews } from '../../src/domain/fsrs-scheduler';
import { newSrsState, type Rating } from '../../src/domain/srs';
import { DAY_MS } from '../../src/domain/time';
import type { Server } from '../../src/server/compose';
import { vocabulary, vocabularyCounters, vocabularyReviews } from '../../src/server/db/schema';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/** A card's schedule as the domain takes it, from an API item. */
const cardOf = (item: VocabularyItem) => ({
  srs: {
    ...item,
    lastReviewed: item.lastReviewed ? new Date(item.lastReviewed) : null,
    nextReviewDue: new Date(item.nextReviewDue),
  },
  fsrs: item.fsrs,
});

describe.each(ENGINES)('switching review schedulers on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (learner: TestLearner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: learner.cookie }, ...(payload ? { payload } : {}) });
  const review = (learner: TestLearner, id: string, rating: Rating, at?: Date) =>
    call(learner, 'POST', `/api/vocabulary/${id}/review`, {
      rating,
      reviewId: randomUUID(),
      ...(at ? { reviewedAt: at.toISOString() } : {}),
    });
  const rows = (userId: string) =>
    server.database.db
      .select()
      .from(vocabulary)
      .where(eq(vocabulary.userId, userId))
      .orderBy(asc(vocabulary.word));

  /** The counters row against a recount of the learner's cards. */
  async function expectExactCounters(userId: string): Promise<void> {
    const cards = await rows(userId);
    const [counters] = await server.database.db
      .select()
      .from(vocabularyCounters)
      .where(eq(vocabularyCounters.userId, userId));
    const reviewed = cards.filter((card) => card.timesReviewed > 0);
    expect(counters).toMatchObject({
      total: cards.length,
      learning: cards.filter((card) => card.status === 'learning').length,
      mastered: cards.filter((card) => card.status === 'mastered').length,
      needsReview: cards.filter((card) => card.status === 'needs_review').length,
      reviewedWords: reviewed.length,
      timesReviewed: reviewed.reduce((sum, card) => sum + card.timesReviewed, 0),
      correctReviews: reviewed.reduce((sum, card) => sum + card.correctReviews, 0),
    });
  }

  async function learnerWithHistory() {
    const learner = await registerSetUpLearner(server.app);
    const ids: Record<string, string> = {};
    for (const word of ['casa', 'perro', 'gato', 'libro']) {
      const added = await call(learner, 'POST', '/api/vocabulary', { word, translation: `${word}-en` });
      expect(added.statusCode).toBe(201);
      ids[word] = added.json().id;
    }
    // Answers spread over past days, as offline reviews reaching the server late.
    const start = Date.now() - 30 * DAY_MS;
    const history: [string, Rating[]][] = [
      ['casa', ['good', 'good', 'again', 'good']],
      ['perro', ['easy', 'hard']],
      ['gato', ['again']],
    ];
    for (const [word, ratings] of history) {
      for (const [index, rating] of ratings.entries()) {
        const answered = await review(learner, ids[word]!, rating, new Date(start + index * 5 * DAY_MS));
        expect(answered.statusCode).toBe(200);
      }
    }
    return { learner, ids };
  }

  it('switching to FSRS derives each card from its history, keeps due dates and counters, and reviews follow FSRS', async () => {
    const { learner, ids } = await learnerWithHistory();
    const before = await rows(learner.userId);
    const switched = await call(learner, 'PUT', '/api/me/settings', {
      scheduler: 'fsrs',
      desiredRetention: 0.85,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().settings).toMatchObject({ scheduler: 'fsrs', desiredRetention: 0.85 });

    const after = await rows(learner.userId);
    const history = await server.database.db
      .select()
      .from(vocabularyReviews)
      .where(eq(vocabularyReviews.userId, learner.userId));
    for (const [index, card] of after.entries()) {
      const own = history
        .filter((row) => row.vocabularyId === card.id)
        .map((row) => ({ rating: row.rating as Rating, reviewedAt: row.reviewedAt }));
      const expected = replayReviews(newSrsState(card.createdAt), own, 0.85).memory;
      expect(card.fsrsState).toBe(expected.state);
      expect(card.fsrsStability).toBeCloseTo(expected.stability, 9);
      expect(card.fsrsDifficulty).toBeCloseTo(expected.difficulty, 9);
      expect(card.fsrsLapses).toBe(expected.lapses);
      expect(card.fsrsRetention).toBe(0.85);
      // Nothing the dashboard counts moved.
      const {
        fsrsStability: _s,
        fsrsDifficulty: _d,
        fsrsState: _st,
        fsrsLapses: _l,
        fsrsRetention: _r,
        ...spec
      } = card;
      const {
        fsrsStability: _s2,
        fsrsDifficulty: _d2,
        fsrsState: _st2,
        fsrsLapses: _l2,
        fsrsRetention: _r2,
        ...was
      } = before[index]!;
      expect(spec).toEqual(was);
    }
    expect(after.find((card) => card.id === ids.libro)?.fsrsState).toBe(0);
    expect(after.find((card) => card.id === ids.casa)?.fsrsLapses).toBe(1);
    await expectExactCounters(learner.userId);

    // Every card is reviewable, and each review is FSRS's schedule of the card as served.
    const due = await call(learner, 'GET', '/api/vocabulary/due');
    const items = due.json().items as VocabularyItem[];
    expect(items.map((item) => item.id).sort()).toEqual(Object.values(ids).sort());
    for (const item of items) {
      expect(item.fsrs).not.toBeNull();
      const at = new Date();
      const answered = await review(learner, item.id, 'good', at);
      expect(answered.statusCode).toBe(200);
      const expected = mergeCardReview(cardOf(item), 'good', at);
      const got = answered.json() as VocabularyItem;
      expect(got.interval).toBe(expected.srs.interval);
      expect(got.status).toBe(expected.srs.status);
      expect(got.fsrs?.stability).toBeCloseTo(expected.fsrs!.stability, 9);
    }
    await expectExactCounters(learner.userId);

    // A word added under FSRS starts as a new FSRS card at the learner's retention.
    const added = await call(learner, 'POST', '/api/vocabulary', { word: 'mesa', translation: 'table' });
    expect(added.json().fsrs).toEqual(newFsrsMemory(0.85));
  });

  it('switching back to classic drops the FSRS memory and goes on from the interval and ease', async () => {
    const { learner } = await learnerWithHistory();
    await call(learner, 'PUT', '/api/me/settings', { scheduler: 'fsrs' });
    const items = (await call(learner, 'GET', '/api/vocabulary/due')).json().items as VocabularyItem[];
    for (const item of items) await review(learner, item.id, 'easy');
    const back = await call(learner, 'PUT', '/api/me/settings', { scheduler: 'classic' });
    expect(back.json().settings.scheduler).toBe('classic');
    const cards = await rows(learner.userId);
    expect(cards.every((card) => card.fsrsState === null && card.fsrsRetention === null)).toBe(true);
    await expectExactCounters(learner.userId);
    const listed = (await call(learner, 'GET', '/api/vocabulary?limit=50')).json().items as VocabularyItem[];
    for (const item of listed) {
      expect(item.fsrs).toBeNull();
      const at = new Date();
      const answered = await review(learner, item.id, 'good', at);
      expect(answered.statusCode).toBe(200);
      // The classic table on the fields FSRS kept filled.
      expect(answered.json().interval).toBe(mergeCardReview(cardOf(item), 'good', at).srs.interval);
    }
    await expectExactCounters(learner.userId);
  });

  it('a card served before a change of retention is reviewed at the new retention', async () => {
    const learner = await registerSetUpLearner(server.app);
    await call(learner, 'PUT', '/api/me/settings', { scheduler: 'fsrs', desiredRetention: 0.8 });
    const added = await call(learner, 'POST', '/api/vocabulary', { word: 'sol', translation: 'sun' });
    const first = await review(learner, added.json().id, 'good', new Date(Date.now() - 10 * DAY_MS));
    expect(first.json().fsrs.retention).toBe(0.8);
    // The due list remembers the card as it was; then the retention changes.
    const served = (await call(learner, 'GET', '/api/vocabulary/due')).json().items as VocabularyItem[];
    expect(served).toHaveLength(1);
    await call(learner, 'PUT', '/api/me/settings', { desiredRetention: 0.95 });
    const at = new Date();
    const answered = await review(learner, added.json().id, 'good', at);
    const expected = mergeCardReview(
      cardOf({ ...served[0]!, fsrs: { ...served[0]!.fsrs!, retention: 0.95 } }),
      'good',
      at,
    );
    expect(answered.json().fsrs.retention).toBe(0.95);
    expect(answered.json().interval).toBe(expected.srs.interval);
  });

  it('refuses a retention outside 0.70–0.97', async () => {
    const learner = await registerSetUpLearner(server.app);
    expect((await call(learner, 'PUT', '/api/me/settings', { desiredRetention: 0.5 })).statusCode).toBe(400);
    expect((await call(learner, 'PUT', '/api/me/settings', { desiredRetention: 0.99 })).statusCode).toBe(400);
    expect((await call(learner, 'PUT', '/api/me/settings', { scheduler: 'sm2' })).statusCode).toBe(400);
  });
});
