import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboardingData } from '../../src/domain/onboarding/fixtures';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer } from '../support/test-server';

describe.each(ENGINES)('profile: onboarding and quick start on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('saves finished onboarding to the profile and marks it complete', async () => {
    const learner = await registerLearner(server.app);
    const response = await call('PUT', '/api/me/onboarding', learner.cookie, {
      onboardingData: completeOnboardingData(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      onboardingCompleted: true,
      learningMotivations: ['work', 'travel'],
      interests: ['food', 'business', 'culture'],
      dailyGoal: { minutes: 10, type: 'time' },
      proficiencyLevel: 'A2',
    });
    const me = (await call('GET', '/api/me', learner.cookie)).json();
    expect(me.onboardingCompleted).toBe(true);
    expect(me.proficiencyLevel).toBe('A2');
  });

  it.each([
    ['only 2 interests', { interests: ['food', 'travel'], interestDetails: [] }, 'onboarding-incomplete'],
    ['no daily goal', { dailyGoal: null }, 'onboarding-incomplete'],
    ['an unknown goal', { goals: ['fame'], goalDetails: [] }, 'invalid-request'],
    [
      'a daily goal of 25 minutes',
      { dailyGoal: { id: 'intense', type: 'time', value: 25, unit: 'minutes' } },
      'invalid-request',
    ],
    ['details that disagree with the ids', { goals: ['work'] }, 'invalid-request'],
  ])('refuses onboarding data with %s (400, profile unchanged)', async (_name, change, code) => {
    const learner = await registerLearner(server.app);
    const response = await call('PUT', '/api/me/onboarding', learner.cookie, {
      onboardingData: { ...completeOnboardingData(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(code);
    expect((await call('GET', '/api/me', learner.cookie)).json().onboardingCompleted).toBe(false);
  });

  it('restart resets the profile: not completed, no motivations, interests, goal or level', async () => {
    const learner = await registerLearner(server.app);
    await call('PUT', '/api/me/onboarding', learner.cookie, { onboardingData: completeOnboardingData() });
    const response = await call('DELETE', '/api/me/onboarding', learner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      onboardingCompleted: false,
      learningMotivations: [],
      interests: [],
      dailyGoal: null,
      proficiencyLevel: null,
    });
  });

  it('saves onboarding answers sent at sign-in and routes to /payment', async () => {
    const learner = await registerLearner(server.app);
    const setup = await call('POST', '/api/me/setup', learner.cookie, {
      hasOnboardingData: true,
      onboardingData: completeOnboardingData(),
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().next).toBe('/payment');
    expect(setup.json().user).toMatchObject({
      onboardingCompleted: true,
      interests: ['food', 'business', 'culture'],
      proficiencyLevel: 'A2',
    });
  });

  it('routes half-finished answers at sign-in to /payment without saving them', async () => {
    const learner = await registerLearner(server.app);
    const partial = { ...completeOnboardingData(), improvementGoals: [], improvementDetails: [] };
    const setup = await call('POST', '/api/me/setup', learner.cookie, { onboardingData: partial });
    expect(setup.json().next).toBe('/payment');
    expect(setup.json().user).toMatchObject({ onboardingCompleted: false, interests: [] });
  });

  it('refuses malformed onboarding answers at sign-in with a 400 naming the field', async () => {
    const learner = await registerLearner(server.app);
    const setup = await call('POST', '/api/me/setup', learner.cookie, {
      onboardingData: { ...completeOnboardingData(), spanishLevel: 'z9' },
    });
    expect(setup.statusCode).toBe(400);
    expect(setup.json().field).toBe('onboardingData.spanishLevel');
  });

  it.each([
    ['beginner', 'A0'],
    ['some-experience', 'A1'],
  ])('quick start choice %s sets level %s and a 15-minute daily target', async (choice, level) => {
    const learner = await registerLearner(server.app);
    const response = await call('POST', '/api/me/quick-start', learner.cookie, { choice });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      proficiencyLevel: level,
      dailyTargets: [{ type: 'daily_minutes', target: 15, current: 0 }],
      onboardingCompleted: false,
    });
  });

  it('refuses an unknown quick start choice', async () => {
    const learner = await registerLearner(server.app);
    const response = await call('POST', '/api/me/quick-start', learner.cookie, { choice: 'expert' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('choice');
  });

  it('skip sets A1 and onboarding completed', async () => {
    const learner = await registerLearner(server.app);
    const response = await call('POST', '/api/me/quick-start/skip', learner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ proficiencyLevel: 'A1', onboardingCompleted: true });
  });

  it('needs a session for every profile write', async () => {
    for (const [method, url] of [
      ['PUT', '/api/me/onboarding'],
      ['DELETE', '/api/me/onboarding'],
      ['POST', '/api/me/quick-start'],
      ['POST', '/api/me/quick-start/skip'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
