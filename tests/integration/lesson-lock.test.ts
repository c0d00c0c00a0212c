import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CURRICULUM } from '../../src/content/lessons';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const ORIGIN = 'http://127.0.0.1:3000';
const FIRST = 'lesson-a0-1';
const SECOND = CURRICULUM.find((l) => l.prerequisites.length === 1 && l.prerequisites[0] === FIRST);
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

    const done = await progress(who, FIRST, { timeSpent: 60, learnerText: 'hola' });
    expect(done.statusCode).toBe(200);
    expect(await openRelay(base, who, `?lesson=${SECOND?.id}`)).toBe('open');
  });

  it('refuses the End chat progress save of a locked lesson with 409 and a clear message', async () => {
    const who = await registerSetUpLearner(server.app);
    const response = await progress(who, SECOND?.id ?? '', {
      timeSpent: 60,
      items: [{ role: 'user', text: 'hola' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This lesson is locked\. Complete ".+" first\.$/);
  });

  it("scores only the learner's lines: the tutor saying every lesson word counts for nothing", async () => {
    const who = await registerSetUpLearner(server.app);
    const tutor = { role: 'assistant', text: VOCABULARY.join(', ') };
    const silentLearner = await progress(who, FIRST, {
      timeSpent: 60,
      items: [tutor, { role: 'user', text: 'Sí.' }],
    });
    expect(silentLearner.statusCode, silentLearner.body).toBe(200);
    expect(silentLearner.json().score).toBe(0);
    // One word of the lesson, said by the learner (spoken, so a transcript): 1 of the entries.
    const oneWord = await progress(who, FIRST, {
      timeSpent: 60,
      items: [tutor, { role: 'user', transcript: 'Hola' }, tutor],
    });
    expect(oneWord.json().score).toBe(Math.round(100 / VOCABULARY.length));
    // A learner who said nothing has not done the lesson, whatever the tutor said.
    const onlyTutor = await progress(who, FIRST, { timeSpent: 60, items: [tutor] });
    expect(onlyTutor.statusCode).toBe(400);
    expect(onlyTutor.json().field).toBe('learnerText');
  });
});
