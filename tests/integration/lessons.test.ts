import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM } from '../../src/content/lessons';
import type { Database } from '../../src/server/db/client';
import { lessons } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { seedCurriculum } from '../../src/server/modules/lessons/seed';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const FIRST = 'lesson-a0-1';
// Lessons whose only prerequisite is the first one: completing it must unlock exactly these.
const AFTER_FIRST = CURRICULUM.filter(
  (l) => l.prerequisites.length > 0 && l.prerequisites.every((p) => p === FIRST),
).map((l) => l.id);
const LOCKED = CURRICULUM.find((l) => l.prerequisites.length > 0 && !l.prerequisites.includes(FIRST));

class Rollback extends Error {}

describe.each(ENGINES)('lessons API on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const learner = (): Promise<TestLearner> => registerSetUpLearner(server.app);

  it('lists the active curriculum in course order with the first lesson unlocked', async () => {
    const who = await learner();
    const body = (await call('GET', '/api/lessons', who.cookie)).json();
    expect(body.lessons.map((l: { id: string }) => l.id)).toEqual(CURRICULUM.map((l) => l.id));
    expect(body.lessons[0]).toMatchObject({
      id: FIRST,
      unlocked: true,
      completed: false,
      progress: null,
      vocabularyCount: CURRICULUM[0]?.vocabulary.length,
    });
    // Each lesson carries its Spanish text for the Spanish UI (issue 15 item 8).
    expect(body.lessons[0].es).toEqual(CURRICULUM[0]?.es);
    expect(body.lessons.every((l: { es: unknown }) => l.es !== null)).toBe(true);
    expect(body.lessons.find((l: { id: string }) => l.id === LOCKED?.id).unlocked).toBe(false);
    expect(body.nextLessonId).toBe(FIRST);
    expect(body.stats).toEqual({
      totalLessons: CURRICULUM.length,
      completedLessons: 0,
      completionPercentage: 0,
      totalTimeSpent: 0,
      averageScore: 0,
    });
    const a1 = (await call('GET', '/api/lessons?level=A1', who.cookie)).json();
    expect(a1.lessons.length).toBeGreaterThan(0);
    expect(a1.lessons.every((l: { level: string }) => l.level === 'A1')).toBe(true);
    expect((await call('GET', '/api/lessons?level=Z9', who.cookie)).statusCode).toBe(400);
  });

  it('returns one lesson in full for lesson mode, 404 for an unknown one', async () => {
    const who = await learner();
    const lesson = (await call('GET', `/api/lessons/${FIRST}`, who.cookie)).json();
    expect(lesson.vocabulary).toEqual(CURRICULUM[0]?.vocabulary);
    expect(lesson.conversationTopics).toEqual(CURRICULUM[0]?.conversationTopics);
    expect(lesson.es).toEqual(CURRICULUM[0]?.es);
    const missing = await call('GET', '/api/lessons/lesson-z9-1', who.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lesson not found');
  });

  it('scores a completion by the lesson words used and unlocks the lessons that depend on it', async () => {
    const who = await learner();
    // 4 of the 11 entries: hola, me llamo, ¿qué tal?, adiós (accents and case ignored) → 36%.
    const text = 'Hola, me llamo Ana. ¿Que tal? Buenas... adios!';
    const first = await call('POST', `/api/lessons/${FIRST}/progress`, who.cookie, {
      timeSpent: 600,
      learnerText: text,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ score: 36, bestScore: 36, completed: true, newlyUnlocked: AFTER_FIRST });

    // A replay keeps the best score and adds the time.
    const replay = await call('POST', `/api/lessons/${FIRST}/progress`, who.cookie, {
      timeSpent: 300,
      learnerText: 'hola',
    });
    expect(replay.json()).toEqual({ score: 9, bestScore: 36, completed: true, newlyUnlocked: [] });

    const list = (await call('GET', '/api/lessons', who.cookie)).json();
    const firstCard = list.lessons.find((l: { id: string }) => l.id === FIRST);
    expect(firstCard).toMatchObject({ completed: true, progress: { score: 36, timeSpent: 900 } });
    for (const id of AFTER_FIRST)
      expect(list.lessons.find((l: { id: string }) => l.id === id).unlocked).toBe(true);
    expect(list.nextLessonId).toBe(AFTER_FIRST[0]);
    const stats = (await call('GET', '/api/lessons/stats', who.cookie)).json();
    expect(stats).toEqual({
      totalLessons: CURRICULUM.length,
      completedLessons: 1,
      completionPercentage: Math.round((1 / CURRICULUM.length) * 100),
      totalTimeSpent: 900,
      averageScore: 36,
    });
    expect((await call('GET', '/api/me', who.cookie)).json().lessonsCompleted).toBe(1);
  });

  it('refuses to complete a locked lesson with 409, and bad bodies with 400', async () => {
    const who = await learner();
    const locked = await call('POST', `/api/lessons/${LOCKED?.id}/progress`, who.cookie, {
      timeSpent: 60,
      learnerText: 'hola',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/^This lesson is locked\. Complete ".+" first\.$/);
    const negative = await call('POST', `/api/lessons/${FIRST}/progress`, who.cookie, {
      timeSpent: -1,
      learnerText: 'hola',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe('timeSpent');
    const silent = await call('POST', `/api/lessons/${FIRST}/progress`, who.cookie, {
      timeSpent: 60,
      learnerText: '  ',
    });
    expect(silent.json().field).toBe('learnerText');
    expect((await call('GET', '/api/lessons/stats', who.cookie)).json().completedLessons).toBe(0);
  });

  it('seeds idempotently: nothing written when unchanged, edits restored, retired lessons hidden', async () => {
    const db = server.database.db;
    const started = performance.now();
    expect(await seedCurriculum(db, CURRICULUM, new Date())).toBe(0);
    expect(performance.now() - started).toBeLessThan(500);
    // Changes made inside a transaction that is rolled back, so the shared database is untouched.
    await db
      .transaction(async (tx) => {
        const t = tx as unknown as Database;
        await t.update(lessons).set({ title: 'Edited by hand' }).where(eq(lessons.id, FIRST));
        await t.insert(lessons).values({ ...CURRICULUM[0]!, id: 'lesson-a0-999', order: 999 });
        expect(await seedCurriculum(t, CURRICULUM, new Date())).toBe(2);
        const [first] = await t.select().from(lessons).where(eq(lessons.id, FIRST));
        expect(first?.title).toBe(CURRICULUM[0]?.title);
        const [retired] = await t.select().from(lessons).where(eq(lessons.id, 'lesson-a0-999'));
        expect(retired?.isActive).toBe(false);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});
