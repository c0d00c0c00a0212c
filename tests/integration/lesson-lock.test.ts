import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CURRICULUM } from '../../src/content/lessons';
import type { Server } from '../../src/server/compose';
import { finishLesson, playLesson } from '../support/lesson-session';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const ORIGIN = 'http://127.0.0.1:3000';
const FIRST = 'lesson-a0-1';
const SECOND = CURRICULUM.find((l) => l.prerequisites.length === 1 && l.prerequisites[0] === FIRST);
const GOOD_TURNS = [
  'Hola, buenos días.',
  'Me llamo Ana. ¿Cómo te llamas?',
  'Bien, gracias.',
  'Mucho gusto.',
  'Adiós.',
];
const VOCABULARY = CURRICULUM.find((l) => l.id === FIRST)?.vocabulary.map((v) => v.spanish) ?? [];

/** Opens the relay and reports how it ended: closed with a code, or still open after `waitMs`. */
function openRelay(base: string, learner: TestLearner, query: string, waitMs = 800) {
  const socket = new WebSocket(`${base}/api/realtime${query}`, {
    headers: { origin: ORIGIN, cookie: learner.cookie },
  });
  return new Promise<{ code: number; reason: string } | 'open'>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    socket.once('open', () =>
      setTimeout(() => {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.removeAllListeners('close');
        socket.once('close', () => resolve('open'));
        socket.close();
      }, waitMs),
    );
  });
}

describe.each(ENGINES)('locked lessons and the learner-only lesson score (%s)', (engine) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { PUBLIC_URL: ORIGIN });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => server?.close());

  const progress = (who: TestLearner, id: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/lessons/${id}/progress`,
      headers: { cookie: who.cookie },
      payload,
    });

  it('closes a lesson session for a locked lesson with 4423 and a reason; opens it once unlocked', async () => {
    expect(SECOND).toBeDefined();
    const who = await registerSetUpLearner(server.app);
    expect(await openRelay(base, who, `?lesson=${SECOND?.id}`)).toEqual({
      code: 4423,
      reason: 'This lesson is locked. Complete the lessons before it first.',
    });
    // The first lesson and free conversation are never locked; an unknown lesson is free conversation.
    expect(await openRelay(base, who, `?lesson=${FIRST}`)).toBe('open');
    expect(await openRelay(base, who, '')).toBe('open');
    expect(await openRelay(base, who, '?lesson=lesson-z9-9')).toBe('open');

    // Completed in a real lesson conversation, the first lesson unlocks the second.
    const attempt = await playLesson(base, who, FIRST, GOOD_TURNS);
    expect((await finishLesson(server, who, FIRST, attempt)).json()).toMatchObject({ passed: true });
    expect(await openRelay(base, who, `?lesson=${SECOND?.id}`)).toBe('open');
  });

  it('a lesson of the assessed level opens without the lessons before it; a higher one stays locked', async () => {
    const who = await registerSetUpLearner(server.app);
    const a2 = CURRICULUM.find((l) => l.level === 'A2');
    const b1 = CURRICULUM.find((l) => l.level === 'B1');
    expect(await openRelay(base, who, `?lesson=${a2?.id}`)).toMatchObject({ code: 4423 });
    const quick = await server.app.inject({
      method: 'POST',
      url: '/api/assessments/quick',
      headers: { cookie: who.cookie },
      payload: {
        answers: [
          { questionId: 'quick-greeting', selectedAnswer: 1 },
          { questionId: 'quick-yesterday', selectedAnswer: 0 },
          { questionId: 'quick-bill', selectedAnswer: 3 },
        ],
      },
    });
    expect(quick.json().overallLevel).toBe('A2');
    expect(await openRelay(base, who, `?lesson=${a2?.id}`)).toBe('open');
    expect(await openRelay(base, who, `?lesson=${SECOND?.id}`)).toBe('open');
    expect(await openRelay(base, who, `?lesson=${b1?.id}`)).toMatchObject({ code: 4423 });
  });

  it('refuses the end of a locked lesson with 409 and a clear message', async () => {
    const who = await registerSetUpLearner(server.app);
    const response = await progress(who, SECOND?.id ?? '', { attemptId: randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This lesson is locked\. Complete ".+" first\.$/);
  });

  it("scores only the learner's turns: the tutor saying every lesson word counts for nothing", async () => {
    const who = await registerSetUpLearner(server.app);
    // The tutor's replies in the session name lesson words; only «Sí.» is the learner's.
    const silent = await playLesson(base, who, FIRST, ['Sí.']);
    const result = (await progress(who, FIRST, { attemptId: silent })).json();
    expect(result).toMatchObject({ score: 0, itemsUsed: [], learnerTurns: 1, passed: false });
    expect(VOCABULARY.length).toBe(result.itemsMissing.length);
  });
});
