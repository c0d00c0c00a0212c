import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VocabularyItem } from '../../src/contracts/vocabulary';
import { mergeCardReview, type ScheduledCard } from '../../src/domain/card-schedule';
import { newSrsState, type Rating } from '../../src/domain/srs';
import { DAY_MS } from '../../src/domain/time';
import type { Server } from '../../src/server/compose';
import { vocabulary, vocabularyCounters, vocabularyReviews } from '../../src/server/db/schema';
import { sqlite } from '../../src/server/modules/vocabulary/transfer/sqlite';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

function multipart(bytes: Uint8Array, filename: string) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(ENGINES)('review history through exports and imports on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (who: TestLearner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const upload = (who: TestLearner, bytes: Uint8Array) => {
    const { payload, headers } = multipart(bytes, 'charla.apkg');
    return server.app.inject({
      method: 'POST',
      url: '/api/vocabulary/import',
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };
  const cardsOf = (userId: string) =>
    server.database.db
      .select()
      .from(vocabulary)
      .where(eq(vocabulary.userId, userId))
      .orderBy(asc(vocabulary.word));
  const historyOf = async (userId: string) =>
    (
      await server.database.db
        .select()
        .from(vocabularyReviews)
        .innerJoin(vocabulary, eq(vocabulary.id, vocabularyReviews.vocabularyId))
        .where(eq(vocabularyReviews.userId, userId))
        .orderBy(asc(vocabularyReviews.reviewedAt))
    ).map((row) => [
      row.vocabulary.word,
      row.vocabulary_reviews.rating,
      row.vocabulary_reviews.reviewedAt.toISOString(),
    ]);

  const answers: Rating[] = ['good', 'again', 'good', 'easy'];
  const start = Date.now() - 60 * DAY_MS;

  /** A learner under FSRS with two words, one answered four times over past weeks. */
  async function fsrsLearner() {
    const who = await registerSetUpLearner(server.app);
    await call(who, 'PUT', '/api/me/settings', { scheduler: 'fsrs', desiredRetention: 0.9 });
    const { id } = (
      await call(who, 'POST', '/api/vocabulary', { word: 'hablar', translation: 'to speak' })
    ).json();
    await call(who, 'POST', '/api/vocabulary', { word: 'comer', translation: 'to eat' });
    const steps: VocabularyItem[] = [];
    for (const [index, rating] of answers.entries()) {
      const at = new Date(start + index * 7 * DAY_MS).toISOString();
      const answered = await call(who, 'POST', `/api/vocabulary/${id}/review`, {
        rating,
        reviewId: randomUUID(),
        reviewedAt: at,
      });
      expect(answered.statusCode).toBe(200);
      steps.push(answered.json());
    }
    return { who, steps };
  }

  it('the Anki package carries one revlog row per answer, with what each answer scheduled', async () => {
    const { who, steps } = await fsrsLearner();
    const response = await call(who, 'GET', '/api/vocabulary/export?format=apkg');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const SQL = await sqlite();
    const db = new SQL.Database(files['collection.anki2']);
    try {
      const revlog = db.exec(
        'SELECT r.id, r.ease, r.ivl, r.lastIvl, r.factor, r.type, n.sfld FROM revlog r JOIN cards c ON c.id = r.cid JOIN notes n ON n.id = c.nid ORDER BY r.id',
      )[0]?.values;
      expect(revlog).toEqual(
        steps.map((step, index) => [
          Date.parse(step.lastReviewed!),
          [1, 2, 3, 4][['again', 'hard', 'good', 'easy'].indexOf(answers[index]!)],
          step.interval,
          index === 0 ? 0 : steps[index - 1]!.interval,
          Math.round(step.easeFactor * 1000),
          index === 0 ? 0 : 1,
          'hablar',
        ]),
      );
      const data = db.exec(
        "SELECT c.data FROM cards c JOIN notes n ON n.id = c.nid WHERE n.sfld = 'hablar'",
      )[0]?.values[0]?.[0];
      const memory = steps.at(-1)!.fsrs!;
      expect(JSON.parse(String(data))).toEqual({ s: memory.stability, d: memory.difficulty, dr: 0.9 });
    } finally {
      db.close();
    }
  });

  it('importing the package under FSRS keeps the history and the schedule it implies, counters exact', async () => {
    const { who, steps } = await fsrsLearner();
    const apkg = new Uint8Array((await call(who, 'GET', '/api/vocabulary/export?format=apkg')).rawPayload);
    const fresh = await registerSetUpLearner(server.app);
    await call(fresh, 'PUT', '/api/me/settings', { scheduler: 'fsrs', desiredRetention: 0.9 });
    const imported = await upload(fresh, apkg);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await historyOf(fresh.userId)).toEqual(await historyOf(who.userId));

    const [mine, theirs] = [await cardsOf(who.userId), await cardsOf(fresh.userId)];
    const pick = (card: (typeof mine)[number]) => ({
      word: card.word,
      interval: card.interval,
      status: card.status,
      timesReviewed: card.timesReviewed,
      correctReviews: card.correctReviews,
      lastReviewed: card.lastReviewed?.getTime(),
      nextReviewDue: card.word === 'comer' ? 'due on import' : card.nextReviewDue.getTime(),
      fsrsState: card.fsrsState,
      fsrsLapses: card.fsrsLapses,
    });
    expect(theirs.map(pick)).toEqual(mine.map(pick));
    const hablar = theirs.find((card) => card.word === 'hablar')!;
    expect(hablar.fsrsStability).toBeCloseTo(steps.at(-1)!.fsrs!.stability, 9);
    expect(hablar.fsrsDifficulty).toBeCloseTo(steps.at(-1)!.fsrs!.difficulty, 9);
    const [counters] = await server.database.db
      .select()
      .from(vocabularyCounters)
      .where(eq(vocabularyCounters.userId, fresh.userId));
    expect(counters).toMatchObject({ total: 2, reviewedWords: 1, timesReviewed: 4, correctReviews: 3 });
  });

  it('importing under the classic table keeps the history and schedules by the classic table', async () => {
    const { who } = await fsrsLearner();
    const apkg = new Uint8Array((await call(who, 'GET', '/api/vocabulary/export?format=apkg')).rawPayload);
    const fresh = await registerSetUpLearner(server.app);
    expect((await upload(fresh, apkg)).statusCode).toBe(200);
    expect(await historyOf(fresh.userId)).toEqual(await historyOf(who.userId));
    const hablar = (await cardsOf(fresh.userId)).find((card) => card.word === 'hablar')!;
    let expected: ScheduledCard = { srs: newSrsState(hablar.createdAt), fsrs: null };
    for (const [index, rating] of answers.entries())
      expected = mergeCardReview(expected, rating, new Date(start + index * 7 * DAY_MS));
    expect(hablar.fsrsState).toBeNull();
    expect(hablar).toMatchObject({
      interval: expected.srs.interval,
      easeFactor: expected.srs.easeFactor,
      status: expected.srs.status,
      timesReviewed: 4,
      nextReviewDue: expected.srs.nextReviewDue,
    });
  });

  it('the review history exports as a CSV of its own, and the word list CSV is unchanged', async () => {
    const { who } = await fsrsLearner();
    const response = await call(who, 'GET', '/api/vocabulary/export?format=reviews');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/charla-reviews-.*\.csv"$/);
    const [header, ...lines] = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(header).toBe('word,kind,rating,reviewed_at');
    expect(lines).toEqual(
      answers.map(
        (rating, index) => `hablar,word,${rating},${new Date(start + index * 7 * DAY_MS).toISOString()}`,
      ),
    );
    const words = await call(who, 'GET', '/api/vocabulary/export?format=csv');
    expect(words.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      'word,translation,context,definition,category,kind',
    );
  });
});
