import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults, conversations, vocabulary, vocabularyReviews } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { finishLesson, playLesson } from '../support/lesson-session';
import { listen } from '../support/realtime-client';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utcDate = (t: number) => new Date(t).toISOString().slice(0, 10);

describe.each(ENGINES)('dashboard API on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const learner = (): Promise<TestLearner> => registerSetUpLearner(server.app);

  it('shows zeros, Take Assessment and the first lesson for a new learner', async () => {
    const who = await learner();
    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    expect(body).toMatchObject({
      // Signing up and opening the dashboard are not practice (this said 1 before).
      streak: 0,
      words: 0,
      dueCount: 0,
      practiceMinutes: 0,
      statusBreakdown: { learning: 0, mastered: 0, needs_review: 0, total: 0 },
      learningVelocity: 0,
      reviewAccuracy: 0,
      proficiency: {
        currentLevel: null,
        lastAssessmentDate: null,
        skillLevels: null,
        confidence: null,
        totalAssessments: 0,
      },
      retake: { canRetake: true, nextAvailableDate: null, daysSinceLastAssessment: null },
      nextLesson: { id: 'lesson-a0-1', level: 'A0', es: { title: 'Saludos y presentaciones' } },
    });
    // The goal the settings show (the product.md#settings default of 20 minutes before onboarding), nothing done yet.
    expect(body.dailyGoal).toEqual({ minutes: 20, todayMinutes: 0, percent: 0 });
    expect(body.lastSevenDays).toHaveLength(7);
    expect(body.lastSevenDays.at(-1)).toEqual({ date: utcDate(Date.now()), reviews: 0, practiceMinutes: 0 });
  });

  it('matches hand-computed figures for a seeded learner', async () => {
    const who = await learner();
    const db = server.database.db;
    const now = Date.now();
    const word = (w: string, v: Partial<typeof vocabulary.$inferInsert>) => ({
      userId: who.userId,
      word: w,
      translation: `${w}-en`,
      ...v,
    });
    const rows = await db
      .insert(vocabulary)
      .values([
        word('uno', {
          status: 'learning',
          createdAt: new Date(now - DAY),
          nextReviewDue: new Date(now - HOUR),
        }),
        word('dos', {
          status: 'learning',
          timesReviewed: 4,
          correctReviews: 3,
          createdAt: new Date(now - 3 * DAY),
          nextReviewDue: new Date(now + 2 * DAY),
        }),
        word('tres', {
          status: 'mastered',
          timesReviewed: 5,
          correctReviews: 5,
          createdAt: new Date(now - 10 * DAY),
          nextReviewDue: new Date(now + 10 * DAY),
        }),
        word('cuatro', {
          status: 'needs_review',
          timesReviewed: 3,
          correctReviews: 1,
          createdAt: new Date(now - 8 * DAY),
          nextReviewDue: new Date(now - 2 * HOUR),
        }),
        word('cinco', {
          status: 'mastered',
          timesReviewed: 2,
          correctReviews: 2,
          createdAt: new Date(now - 6 * DAY),
          nextReviewDue: new Date(now - HOUR / 2),
        }),
        word('seis', {
          status: 'learning',
          createdAt: new Date(now - 20 * DAY),
          nextReviewDue: new Date(now + DAY),
        }),
      ])
      .returning();
    const reviewTimes = [now - 1000, now - 2000, now - DAY, now - 3 * DAY, now - 9 * DAY];
    await db.insert(vocabularyReviews).values(
      reviewTimes.map((t) => ({
        reviewId: randomUUID(),
        userId: who.userId,
        vocabularyId: rows[1]!.id,
        rating: 'good',
        reviewedAt: new Date(t),
      })),
    );
    const talk = { context: 'hola', difficulty: 2, aiResponses: 3, userResponses: 3, successfulExchanges: 3 };
    await db.insert(conversations).values([
      { ...talk, userId: who.userId, duration: 600, timestamp: new Date(now - HOUR) },
      { ...talk, userId: who.userId, duration: 330, timestamp: new Date(now - 2 * DAY) },
    ]);
    const skills = { vocabulary: 'A2', grammar: 'A1', comprehension: 'B1' };
    const scoring = Object.fromEntries(
      Object.entries(skills).map(([k, level]) => [
        k,
        { correct: 1, total: 2, score: 50, suggestedLevel: level },
      ]),
    );
    const fullAt = new Date(now - 2 * DAY - HOUR);
    await db.insert(assessmentResults).values([
      {
        userId: who.userId,
        overallLevel: 'A2',
        confidence: 72,
        completedAt: fullAt,
        scoring,
        responses: [],
        duration: 300,
      },
      {
        userId: who.userId,
        overallLevel: 'A1',
        confidence: 85,
        completedAt: new Date(now - 10 * DAY),
        scoring: {},
        responses: [],
        duration: 60,
        isQuickAssessment: true,
      },
    ]);

    const body = (await call('GET', '/api/dashboard', who.cookie)).json();
    expect(body).toMatchObject({
      words: 6,
      dueCount: 3, // uno, cuatro, cinco
      statusBreakdown: { learning: 3, mastered: 2, needs_review: 1, total: 6 },
      learningVelocity: 3, // uno (1 d), dos (3 d), cinco (6 d)
      recentAddRate: 0.4, // 3 / 7 = 0.43
      reviewAccuracy: 78.6, // (3 + 5 + 1 + 2) / (4 + 5 + 3 + 2) = 11 / 14 = 78.57 %
      reviewedWords: 4,
      // Measured practice of the last 7 days, whole minutes (it was all conversation time, rounded:
      // 16): 600 s with 3 learner turns counts 540 s (3 minutes a turn), 1 s between the two
      // reviews a second apart, 330 s: 871 s = 14.5 minutes.
      practiceMinutes: 14,
      conversations: { count: 2, totalSeconds: 930 },
      proficiency: {
        currentLevel: 'A2',
        lastAssessmentDate: fullAt.toISOString(),
        skillLevels: skills,
        confidence: 72,
        totalAssessments: 2,
      },
      retake: {
        canRetake: false,
        nextAvailableDate: new Date(fullAt.getTime() + 7 * DAY).toISOString(),
        daysSinceLastAssessment: 2,
      },
    });
    // The chart counts by UTC calendar day (the learner's zone); the 9-day-old review is outside it.
    const expected = new Map<string, { reviews: number; practiceMinutes: number }>();
    const add = (t: number, reviews: number, minutes: number) => {
      const day = expected.get(utcDate(t)) ?? { reviews: 0, practiceMinutes: 0 };
      expected.set(utcDate(t), {
        reviews: day.reviews + reviews,
        practiceMinutes: day.practiceMinutes + minutes,
      });
    };
    for (const t of reviewTimes.slice(0, 4)) add(t, 1, 0);
    add(now - HOUR, 0, 9); // 540 s counted of 600 s (3 turns), with the reviews' 1 s: 9 whole minutes
    add(now - 2 * DAY, 0, 5); // 330 s = 5.5 min, whole minutes only (it rounded to 6 before)
    const dates = Array.from({ length: 7 }, (_, i) => utcDate(now - (6 - i) * DAY));
    expect(body.lastSevenDays).toEqual(
      dates.map((date) => ({ date, ...(expected.get(date) ?? { reviews: 0, practiceMinutes: 0 }) })),
    );

    // The user document's counters were written back (rows were inserted behind its back).
    expect((await call('GET', '/api/me', who.cookie)).json()).toMatchObject({
      wordsLearned: 6,
      vocabularyReviewsDue: 3,
    });

    // A review through the API moves the figures: one fewer due, one more review today.
    const reviewed = await call('POST', `/api/vocabulary/${rows[0]!.id}/review`, who.cookie, {
      rating: 'again',
      reviewId: randomUUID(),
    });
    expect(reviewed.statusCode).toBe(200);
    const after = (await call('GET', '/api/dashboard', who.cookie)).json();
    expect(after.dueCount).toBe(2);
    expect(after.statusBreakdown).toEqual({ learning: 2, mastered: 2, needs_review: 2, total: 6 });
    // 11 / 15 = 73.33 %
    expect(after.reviewAccuracy).toBe(73.3);
    expect(after.lastSevenDays.at(-1).reviews).toBe(body.lastSevenDays.at(-1).reviews + 1);
  });

  it('keeps its figures right while words are added and cards fall due', async () => {
    const who = await learner();
    const add = (word: string) => call('POST', '/api/vocabulary', who.cookie, { word, translation: word });
    const dashboard = async () => (await call('GET', '/api/dashboard', who.cookie)).json();
    await add('primero');
    expect((await dashboard()).words).toBe(1);
    expect((await dashboard()).dueCount).toBe(1);
    await add('segundo');
    expect(await dashboard()).toMatchObject({ words: 2, dueCount: 2, learningVelocity: 2 });
    // A card scheduled 1.5 s ahead: not due now, due once that time has passed.
    const { items } = (await call('GET', '/api/vocabulary?limit=1', who.cookie)).json();
    await call('POST', `/api/vocabulary/${items[0].id}/review`, who.cookie, {
      rating: 'good',
      reviewId: randomUUID(),
    });
    expect((await dashboard()).dueCount).toBe(1);
    await server.database.db
      .update(vocabulary)
      .set({ nextReviewDue: new Date(Date.now() + 1500) })
      .where(eq(vocabulary.id, items[0].id));
    // That direct write bypassed the API; any API write marks the learner's figures as changed.
    await add('tercero');
    expect(await dashboard()).toMatchObject({ words: 3, dueCount: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await dashboard()).toMatchObject({ words: 3, dueCount: 3 });
  });

  it.runIf(engine === 'postgres')('sees changes made through another server process', async () => {
    const other = await startTestServer(engine);
    try {
      const who = await learner();
      await call('POST', '/api/vocabulary', who.cookie, { word: 'uno', translation: 'one' });
      expect((await call('GET', '/api/dashboard', who.cookie)).json().words).toBe(1);
      const viaOther = await other.app.inject({
        method: 'POST',
        url: '/api/vocabulary',
        headers: { cookie: who.cookie },
        payload: { word: 'dos', translation: 'two' },
      });
      expect(viaOther.statusCode).toBe(201);
      const card = viaOther.json();
      await other.app.inject({
        method: 'POST',
        url: `/api/vocabulary/${card.id}/review`,
        headers: { cookie: who.cookie },
        payload: { rating: 'easy', reviewId: randomUUID() },
      });
      const body = (await call('GET', '/api/dashboard', who.cookie)).json();
      expect(body).toMatchObject({ words: 2, dueCount: 1, statusBreakdown: { learning: 1, mastered: 1 } });
    } finally {
      await other.close();
    }
  });

  it('moves Start Next Lesson on once a lesson is completed, and to the assessed level', async () => {
    const who = await learner();
    const base = await listen(server);
    const attempt = await playLesson(base, who, 'lesson-a0-1', [
      'Hola, buenos días.',
      'Me llamo Ana. ¿Cómo te llamas?',
      'Bien, gracias.',
      'Mucho gusto.',
      'Adiós.',
    ]);
    const done = await finishLesson(server, who, 'lesson-a0-1', attempt);
    expect(done.json()).toMatchObject({ passed: true });
    expect((await call('GET', '/api/dashboard', who.cookie)).json().nextLesson.id).toBe('lesson-a0-2');
    // A learner the quick check places at A2 starts with A2's first lesson, not with A0.
    const placed = await learner();
    const quick = await call('POST', '/api/assessments/quick', placed.cookie, {
      answers: [
        { questionId: 'quick-greeting', selectedAnswer: 1 },
        { questionId: 'quick-yesterday', selectedAnswer: 0 },
        { questionId: 'quick-bill', selectedAnswer: 3 },
      ],
    });
    expect(quick.statusCode, quick.body).toBe(201);
    expect(quick.json().overallLevel).toBe('A2');
    expect((await call('GET', '/api/dashboard', placed.cookie)).json().nextLesson.id).toBe('lesson-a2-1');
  });
});
