import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM } from '../../src/content/lessons';
import { courseSize } from '../../src/content/lessons/course-size';
import { COURSE_UNITS } from '../../src/content/lessons/units';
import type { Database } from '../../src/server/db/client';
import { assessmentResults, lessons } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { seedCurriculum } from '../../src/server/modules/lessons/seed';
import { finishLesson, playLesson } from '../support/lesson-session';
import { ORIGIN, listen } from '../support/realtime-client';
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
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { PUBLIC_URL: ORIGIN });
    base = await listen(server);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const learner = (): Promise<TestLearner> => registerSetUpLearner(server.app);

  /** The learner was assessed at `level` (what the quick check or the full assessment stores). */
  const assessedAt = async (who: TestLearner, level: string) => {
    const userId = (await call('GET', '/api/me', who.cookie)).json().uid as string;
    await server.database.db.insert(assessmentResults).values({
      userId,
      overallLevel: level,
      confidence: 80,
      completedAt: new Date(),
      scoring: {},
      responses: [],
      duration: 60,
      isQuickAssessment: true,
    });
  };

  it('lists the active curriculum in course order with the first lesson unlocked', async () => {
    const who = await learner();
    const body = (await call('GET', '/api/lessons', who.cookie)).json();
    expect(body.lessons.map((l: { id: string }) => l.id)).toEqual(CURRICULUM.map((l) => l.id));
    expect(body.lessons[0]).toMatchObject({
      id: FIRST,
      unlocked: true,
      completed: false,
      testedOut: false,
      progress: null,
      bestAttemptScore: null,
      vocabularyCount: CURRICULUM[0]?.vocabulary.length,
    });
    // Each lesson carries its Spanish text for the Spanish UI.
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
    // The units group the lessons: every listed lesson in one unit, in the order listed.
    expect(body.units.map((u: { id: string }) => u.id)).toEqual(COURSE_UNITS.map((u) => u.id));
    expect(body.units.flatMap((u: { lessonIds: string[] }) => u.lessonIds)).toEqual(
      CURRICULUM.map((l) => l.id),
    );
    expect(body.units[0]).toMatchObject({ title: COURSE_UNITS[0]?.en.title, es: COURSE_UNITS[0]?.es });
    const a1 = (await call('GET', '/api/lessons?level=A1', who.cookie)).json();
    expect(a1.lessons.length).toBeGreaterThan(0);
    expect(a1.lessons.every((l: { level: string }) => l.level === 'A1')).toBe(true);
    expect(a1.units.length).toBeGreaterThan(0);
    expect(a1.units.every((u: { level: string }) => u.level === 'A1')).toBe(true);
    expect((await call('GET', '/api/lessons?level=Z9', who.cookie)).statusCode).toBe(400);
  });

  it('reports the size of the authored course, and no claim while it is below the minimum', async () => {
    const who = await learner();
    const response = await call('GET', '/api/lessons/course', who.cookie);
    expect(response.statusCode).toBe(200);
    const size = courseSize(CURRICULUM);
    expect(response.json()).toEqual({
      ...size,
      claim: size.lessons >= 250 && size.expressions >= 2500 ? expect.any(Object) : null,
    });
    expect(size.lessons).toBe(CURRICULUM.length);
    expect((await server.app.inject({ method: 'GET', url: '/api/lessons/course' })).statusCode).toBe(401);
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

  // Seven of a0-1's eleven expressions in sentences nobody could fault, with the grammar point
  // (me llamo): 8 of 12 = 67 %, in five turns of the learner's own.
  const GOOD_TURNS = [
    'Hola, buenos días.',
    'Me llamo Ana. ¿Cómo te llamas?',
    'Bien, gracias.',
    'Mucho gusto.',
    'Adiós.',
  ];

  it('one «hola» is not a lesson: the attempt is kept, nothing is completed or unlocked', async () => {
    const who = await learner();
    const attempt = await playLesson(base, who, FIRST, ['hola']);
    const response = await finishLesson(server, who, FIRST, attempt);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      score: 8,
      completed: false,
      passed: false,
      newlyUnlocked: [],
      learnerTurns: 1,
      minTurns: 4,
      passScore: 60,
      itemsUsed: ['hola'],
      itemsTried: [],
      grammarUsed: false,
    });
    expect(result.itemsMissing).toHaveLength(10);
    const list = (await call('GET', '/api/lessons', who.cookie)).json();
    const card = list.lessons.find((l: { id: string }) => l.id === FIRST);
    expect(card).toMatchObject({ completed: false, progress: null, bestAttemptScore: 8 });
    for (const id of AFTER_FIRST)
      expect(list.lessons.find((l: { id: string }) => l.id === id).unlocked).toBe(false);
    expect(list.nextLessonId).toBe(FIRST);
    expect((await call('GET', '/api/me', who.cookie)).json().lessonsCompleted).toBe(0);
  });

  it('a conversation that uses the expressions correctly completes the lesson and unlocks the next', async () => {
    const who = await learner();
    const attempt = await playLesson(base, who, FIRST, GOOD_TURNS);
    const first = await finishLesson(server, who, FIRST, attempt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      score: 67,
      bestScore: 67,
      completed: true,
      passed: true,
      newlyUnlocked: AFTER_FIRST,
      learnerTurns: 5,
      grammarUsed: true,
      keyCorrection: null,
    });
    expect(first.json().itemsUsed).toHaveLength(7);
    // Ending the same attempt again changes nothing: no second completion, no time counted twice.
    const again = await finishLesson(server, who, FIRST, attempt);
    expect(again.json()).toMatchObject({ score: 67, completed: true, newlyUnlocked: [] });

    const list = (await call('GET', '/api/lessons', who.cookie)).json();
    const firstCard = list.lessons.find((l: { id: string }) => l.id === FIRST);
    expect(firstCard).toMatchObject({ completed: true, progress: { score: 67 } });
    for (const id of AFTER_FIRST)
      expect(list.lessons.find((l: { id: string }) => l.id === id).unlocked).toBe(true);
    expect(list.nextLessonId).toBe(AFTER_FIRST[0]);
    const stats = (await call('GET', '/api/lessons/stats', who.cookie)).json();
    expect(stats).toMatchObject({ completedLessons: 1, averageScore: 67 });
    expect((await call('GET', '/api/me', who.cookie)).json().lessonsCompleted).toBe(1);
  });

  it('expressions used in sentences with an error earn nothing', async () => {
    const who = await learner();
    const attempt = await playLesson(base, who, FIRST, [
      'Hola, yo soy bien.',
      'Buenos días, yo tiene veinte años.',
      'Mucho gusto, yo es Ana.',
      'Adiós, hasta luego, yo estoy de Londres.',
      'Buenas noches, me llamo es Ana.',
    ]);
    const result = (await finishLesson(server, who, FIRST, attempt)).json();
    expect(result).toMatchObject({
      score: 0,
      completed: false,
      passed: false,
      itemsUsed: [],
      grammarUsed: false,
    });
    expect(result.itemsTried).toEqual(
      expect.arrayContaining(['hola', 'buenos días', 'mucho gusto', 'adiós', 'hasta luego', 'me llamo']),
    );
    expect(result.keyCorrection).not.toBeNull();
  });

  it('a client-posted score, text or time cannot complete a lesson', async () => {
    const who = await learner();
    const everything = CURRICULUM[0]?.vocabulary.map((item) => item.spanish).join('. ');
    const posted = await call('POST', `/api/lessons/${FIRST}/progress`, who.cookie, {
      timeSpent: 900,
      learnerText: everything,
      items: [{ role: 'user', text: everything }],
      score: 100,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().field).toBe('attemptId');
    const invented = await finishLesson(server, who, FIRST, randomUUID());
    expect(invented.statusCode).toBe(404);
    expect(invented.json().message).toBe(
      'This lesson conversation was not found. Start the lesson again from the Lessons page.',
    );
    // Another learner's attempt is not yours to end.
    const other = await learner();
    const theirs = await playLesson(base, other, FIRST, GOOD_TURNS);
    expect((await finishLesson(server, who, FIRST, theirs)).statusCode).toBe(404);
    expect((await call('GET', '/api/lessons/stats', who.cookie)).json().completedLessons).toBe(0);
  });

  it('refuses to end a locked lesson with 409', async () => {
    const who = await learner();
    const locked = await call('POST', `/api/lessons/${LOCKED?.id}/progress`, who.cookie, {
      attemptId: randomUUID(),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/^This lesson is locked\. Complete ".+" first\.$/);
  });

  it('placement at A2 opens the first A2 lesson, not B1; lower lessons are tested out; a lower result locks nothing', async () => {
    const who = await learner();
    await assessedAt(who, 'A2');
    const list = (await call('GET', '/api/lessons', who.cookie)).json();
    const card = (id: string) => list.lessons.find((l: { id: string }) => l.id === id);
    const firstOf = (level: string) => CURRICULUM.find((l) => l.level === level)?.id ?? '';
    expect(card(firstOf('A2'))).toMatchObject({ unlocked: true, testedOut: false, completed: false });
    expect(card(firstOf('B1'))).toMatchObject({ unlocked: false, testedOut: false });
    for (const lesson of CURRICULUM.filter((l) => l.level === 'A0' || l.level === 'A1'))
      expect(card(lesson.id)).toMatchObject({ unlocked: true, testedOut: true, completed: false });
    expect(list.nextLessonId).toBe(firstOf('A2'));
    expect(list.stats.completedLessons).toBe(0);
    // A later, lower result does not close what was open.
    await assessedAt(who, 'A0');
    const after = (await call('GET', '/api/lessons', who.cookie)).json();
    expect(after.lessons.find((l: { id: string }) => l.id === firstOf('A2')).unlocked).toBe(true);
    expect(after.nextLessonId).toBe(firstOf('A2'));
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
