import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';

describe.each(ENGINES)('settings on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const get = (learner: TestLearner) =>
    server.app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie: learner.cookie } });
  const put = (learner: TestLearner, payload: object) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: { cookie: learner.cookie },
      payload,
    });

  it('starts at the spec defaults (product.md#settings)', async () => {
    const learner = await registerLearner(server.app);
    const response = await get(learner);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({
      dailyGoal: 20,
      weeklyGoal: 140,
      difficulty: 'adaptive',
      reminderTime: '19:00',
      theme: 'light',
      language: 'en',
      voiceSpeed: 'normal',
      autoplay: true,
      autoAdvance: true,
      voiceInput: 'hold',
      reviewUsedWords: true,
      scheduler: 'classic',
      desiredRetention: 0.9,
      vibration: true,
      dailyReminders: true,
      weeklyProgress: true,
      achievementNotifications: true,
    });
  });

  it('saves changes to the user document and keeps them', async () => {
    const learner = await registerLearner(server.app);
    const first = await put(learner, { theme: 'dark', language: 'es', voiceSpeed: 'fast' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.preferences).toMatchObject({
      theme: 'dark',
      language: 'es',
      voiceSpeed: 'fast',
    });
    const second = await put(learner, {
      dailyGoal: 45,
      autoplay: false,
      autoAdvance: false,
      voiceInput: 'hands-free',
      reminderTime: '07:15',
    });
    expect(second.json().settings).toMatchObject({
      dailyGoal: 45,
      weeklyGoal: 315,
      theme: 'dark',
      language: 'es',
      voiceSpeed: 'fast',
      autoplay: false,
      autoAdvance: false,
      voiceInput: 'hands-free',
      reminderTime: '07:15',
    });
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: learner.cookie } })
    ).json();
    expect(me.dailyGoal).toEqual({ minutes: 45, type: 'time' });
    expect(me.dailyTargets).toEqual([{ type: 'daily_minutes', target: 45, current: 0 }]);
    expect(me.preferences).toMatchObject({
      voiceSpeed: 'fast',
      autoplay: false,
      autoAdvance: false,
      voiceInput: 'hands-free',
    });
    expect((await get(learner)).json().settings.dailyGoal).toBe(45);
  });

  it('never loses one of two changes sent at once', async () => {
    const learner = await registerLearner(server.app);
    await Promise.all([put(learner, { vibration: false }), put(learner, { weeklyProgress: false })]);
    expect((await get(learner)).json().settings).toMatchObject({ vibration: false, weeklyProgress: false });
  });

  it.each([
    [{ dailyGoal: 25 }, 'dailyGoal'],
    [{ theme: 'sepia' }, 'theme'],
    [{ reminderTime: '19h' }, 'reminderTime'],
    [{ subscriptionStatus: 'active' }, 'body'],
  ])('refuses %o with a 400 naming %s', async (payload, field) => {
    const learner = await registerLearner(server.app);
    const response = await put(learner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
