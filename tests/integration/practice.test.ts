import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { dailyGoalChoice } from '../../src/domain/onboarding';
import { completeOnboardingData } from '../../src/domain/onboarding/fixtures';
import {
  conversationPracticeSeconds,
  dailyGoalPercent,
  practiceMinutes,
  reviewPracticeSeconds,
} from '../../src/domain/practice';
import { applyActivity, localDateKey } from '../../src/domain/streak';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/**
 * Practice is what the server saw the learner do (reviews, conversations with their own turns),
 * never a visit; the daily goal and the week count measured minutes. The SQL that counts them
 * is held to the domain functions on the same rows.
 */

/** An `Etc/GMT` zone where it is about noon now, so minutes apart never straddle a local midnight. */
function zoneAtNoon(now: Date): string {
  const offset = 12 - now.getUTCHours(); // -11 … 12
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe.each(ENGINES)('practice, streak and daily goal on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const stored = async (who: TestLearner) =>
    (await server.database.db.select().from(users).where(eq(users.uid, who.userId)))[0]!;
  async function card(who: TestLearner, word: string): Promise<string> {
    const [row] = await server.database.db
      .insert(vocabulary)
      .values({ userId: who.userId, word, translation: `${word}-en` })
      .returning({ id: vocabulary.id });
    return row!.id;
  }
  const review = (who: TestLearner, id: string, reviewedAt: Date) =>
    call('POST', `/api/vocabulary/${id}/review`, who, {
      rating: 'good',
      reviewId: randomUUID(),
      reviewedAt: reviewedAt.toISOString(),
    });

  it('a visit is not practice: sign-in, the dashboard and /api/me/activity leave the streak at 0', async () => {
    const who = await registerSetUpLearner(server.app);
    // A second sign-in on another day's device, the app opened, the dashboard read, a visit reported.
    expect((await call('POST', '/api/me/setup', who, { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await call('GET', '/api/me', who)).json()).toMatchObject({
      learningStreak: 0,
      lastActiveDate: null,
    });
    expect((await call('POST', '/api/me/activity', who, { timeZone: 'UTC' })).json().learningStreak).toBe(0);
    const dashboard = (await call('GET', '/api/dashboard', who)).json();
    expect(dashboard.streak).toBe(0);
    expect(await stored(who)).toMatchObject({ learningStreak: 0, lastActiveDate: null });
  });

  it('a conversation where only the tutor spoke is not practice; one with the learner’s turns is', async () => {
    const who = await registerSetUpLearner(server.app);
    const listenOnly = await call('POST', '/api/conversations', who, {
      items: [{ role: 'assistant', text: '¡Hola! ¿Cómo te llamas?' }],
      startedAt: new Date(Date.now() - 600_000).toISOString(),
      durationSeconds: 600,
    });
    expect(listenOnly.statusCode, listenOnly.body).toBe(201);
    expect((await call('GET', '/api/dashboard', who)).json()).toMatchObject({
      streak: 0,
      practiceMinutes: 0,
    });
    const spoke = await call('POST', '/api/conversations', who, {
      items: [
        { role: 'assistant', text: '¡Hola! ¿Cómo te llamas?' },
        { role: 'user', text: 'Me llamo Ana.' },
      ],
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      durationSeconds: 120,
    });
    expect(spoke.statusCode, spoke.body).toBe(201);
    expect((await call('GET', '/api/dashboard', who)).json()).toMatchObject({
      streak: 1,
      practiceMinutes: 2,
    });
  });

  it('counts practice minutes from a review session and a conversation against the onboarding goal', async () => {
    const now = new Date();
    const who = await registerSetUpLearner(server.app, zoneAtNoon(now));
    // The onboarding goal of 5 minutes: not in the settings list, still the one settings show.
    const onboarding = await call('PUT', '/api/me/onboarding', who, {
      onboardingData: { ...completeOnboardingData(), dailyGoal: dailyGoalChoice('casual') },
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect((await call('GET', '/api/me/settings', who)).json().settings.dailyGoal).toBe(5);

    // Sitting 1: answers 25 s, 45 s and 180 s (capped at 60) apart; sitting 2 after a long pause: 40 s.
    const start = now.getTime() - 30 * 60_000;
    const offsets = [0, 25, 70, 250, 1300, 1340];
    const times = offsets.map((s) => new Date(start + s * 1000));
    for (const [i, at] of times.entries()) {
      const response = await review(who, await card(who, `palabra${i}`), at);
      expect(response.statusCode, response.body).toBe(200);
    }
    const reviewSeconds = reviewPracticeSeconds(times);
    expect(reviewSeconds).toBe(25 + 45 + 60 + 40);
    let body = (await call('GET', '/api/dashboard', who)).json();
    expect(body.dailyGoal).toEqual({
      minutes: 5,
      todayMinutes: practiceMinutes(reviewSeconds),
      percent: dailyGoalPercent(reviewSeconds, 5),
    });
    expect(body.dailyGoal.todayMinutes).toBe(2);
    expect(body.streak).toBe(1);

    const conversation = await call('POST', '/api/conversations', who, {
      items: [
        { role: 'assistant', text: '¡Hola! ¿Qué te gusta comer?' },
        { role: 'user', text: 'Me gusta la paella.' },
        { role: 'assistant', text: '¡Qué rico!' },
        { role: 'user', text: 'Sí, mucho.' },
      ],
      startedAt: new Date(now.getTime() - 100_000).toISOString(),
      durationSeconds: 100,
    });
    expect(conversation.statusCode, conversation.body).toBe(201);
    const total = reviewSeconds + conversationPracticeSeconds(100, 2);
    body = (await call('GET', '/api/dashboard', who)).json();
    expect(body.dailyGoal).toEqual({ minutes: 5, todayMinutes: 4, percent: dailyGoalPercent(total, 5) });
    expect(body.dailyGoal.percent).toBe(90); // 270 s of 300
    expect(body.lastSevenDays.at(-1)).toMatchObject({ reviews: 6, practiceMinutes: 4 });
    expect(body.practiceMinutes).toBe(4);
    expect(body.streak).toBe(1);
  });

  // [case, streak before, last practice, answered at, zone]
  const streakCases: [string, number, string | null, string, string][] = [
    ['first practice ever', 0, null, '2024-05-01T10:00:00Z', 'UTC'],
    ['practised yesterday', 4, '2024-04-30T23:00:00Z', '2024-05-01T00:30:00Z', 'UTC'],
    ['same day', 4, '2024-05-01T08:00:00Z', '2024-05-01T22:00:00Z', 'UTC'],
    ['two days later', 9, '2024-04-29T23:00:00Z', '2024-05-01T00:30:00Z', 'UTC'],
    [
      'an offline answer older than the last practice',
      9,
      '2024-05-03T10:00:00Z',
      '2024-05-01T10:00:00Z',
      'UTC',
    ],
    [
      'local same day, UTC next day',
      3,
      '2024-06-10T15:00:00Z',
      '2024-06-11T06:30:00Z',
      'America/Los_Angeles',
    ],
    [
      'local next day, UTC same day',
      3,
      '2024-06-10T06:30:00Z',
      '2024-06-10T07:30:00Z',
      'America/Los_Angeles',
    ],
  ];
  it.each(streakCases)(
    'a review moves the streak by the domain rule: %s',
    async (_name, streak, last, answered, zone) => {
      const who = await registerSetUpLearner(server.app, zone);
      const lastActiveDate = last === null ? null : new Date(last);
      await server.database.db
        .update(users)
        .set({ learningStreak: streak, lastActiveDate })
        .where(eq(users.uid, who.userId));
      const response = await review(who, await card(who, 'racha'), new Date(answered));
      expect(response.statusCode, response.body).toBe(200);
      const expected = applyActivity({ learningStreak: streak, lastActiveDate }, new Date(answered), zone);
      const row = await stored(who);
      expect(row.learningStreak).toBe(expected.learningStreak);
      // The day is the rule's; within a day the statement keeps the first answer's time (one write a day).
      expect(localDateKey(row.lastActiveDate!, zone)).toBe(localDateKey(expected.lastActiveDate, zone));
    },
  );
});
