import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { emailOutbox, pushSubscriptions, subscriptions } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs/queue';
import { createScheduler } from '../../src/server/jobs/scheduler';
import { localTime } from '../../src/domain/notifications/local-time';
import { startPushEndpoint } from '../support/push-endpoint';
import { verifyEmail } from '../support/mail-links';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe.each(ENGINES)('reminders and notifications on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    // The loopback push service of these tests is a self-hosted one, as an operator would list it.
    server = await startTestServer(engine, { PUSH_SERVICE_HOSTS: 'http://127.0.0.1' });
  });
  afterAll(async () => server.close());

  const put = (learner: TestLearner, payload: object) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: { cookie: learner.cookie },
      payload,
    });
  const outbox = (learner: TestLearner, kind: string) =>
    server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, learner.email), eq(emailOutbox.kind, kind)));

  /** A set-up learner who has confirmed their address: reminders go by email only then. */
  async function verifiedLearner(timeZone = 'UTC'): Promise<TestLearner> {
    const learner = await registerSetUpLearner(server.app, timeZone);
    await verifyEmail(server, learner);
    return learner;
  }

  /** A learner in Tokyo whose reminder time is the next minute; returns the instant it is due. */
  async function learnerDueNextMinute(): Promise<{ learner: TestLearner; dueAt: Date }> {
    const learner = await verifiedLearner('Asia/Tokyo');
    const now = new Date();
    const dueAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
    const local = localTime(dueAt, 'Asia/Tokyo');
    expect(
      (await put(learner, { reminderTime: hhmm(local.minutes), weeklyProgress: false })).statusCode,
    ).toBe(200);
    return { learner, dueAt };
  }

  it('sends the daily reminder in the minute it is due, once, even with two schedulers', async () => {
    const { learner, dueAt } = await learnerDueNextMinute();
    const { service } = server.app.notifications;
    const make = (id: string) =>
      createScheduler({
        queue: createJobQueue(server.database.db),
        planners: service.planners,
        handlers: service.handlers,
        workerId: id,
        log: quiet,
      });
    const [a, b] = [make('process-a'), make('process-b')];
    await Promise.all([a.tick(new Date(dueAt.getTime() - 1000)), b.tick(new Date(dueAt.getTime() - 1000))]);
    expect(await outbox(learner, 'daily-reminder')).toHaveLength(0);
    await Promise.all([a.tick(dueAt), b.tick(dueAt), a.tick(new Date(dueAt.getTime() + 30_000))]);
    const sent = await outbox(learner, 'daily-reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Time for your Spanish practice');
    expect(sent[0]!.text).toContain('/api/notifications/unsubscribe?token=');
    expect(sent[0]!.html).toContain('<a href=');
    // Later ticks the same day send nothing more.
    await a.tick(new Date(dueAt.getTime() + 3_600_000));
    expect(await outbox(learner, 'daily-reminder')).toHaveLength(1);
  });

  it('does not remind a learner who turned daily reminders off', async () => {
    const { learner, dueAt } = await learnerDueNextMinute();
    await put(learner, { dailyReminders: false });
    await server.app.notifications.scheduler.tick(dueAt);
    expect(await outbox(learner, 'daily-reminder')).toHaveLength(0);
  });

  it('writes the email in the learner UI language', async () => {
    const { learner, dueAt } = await learnerDueNextMinute();
    await put(learner, { language: 'es' });
    await server.app.notifications.scheduler.tick(dueAt);
    const [email] = await outbox(learner, 'daily-reminder');
    expect(email?.subject).toBe('Es hora de practicar español');
    expect(email?.text).toContain('Dejar de recibir estos avisos');
  });

  it('the unsubscribe link turns the toggle off without signing in, and a tampered one is refused', async () => {
    const learner = await verifiedLearner();
    await server.app.inject({
      method: 'POST',
      url: '/api/notifications/test',
      headers: { cookie: learner.cookie },
    });
    const [email] = await outbox(learner, 'test-reminder');
    const link = /\/api\/notifications\/unsubscribe\?token=(\S+)/.exec(email!.text)!;
    const token = link[1]!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${tampered}`,
    });
    expect(refused.statusCode).toBe(400);
    const forged = await server.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${Buffer.from(JSON.stringify({ u: learner.userId, t: 'weeklyProgress' })).toString('base64url')}.${token.split('.')[1]}`,
    });
    expect(forged.statusCode).toBe(400);
    const settings = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/me/settings',
          headers: { cookie: learner.cookie },
        })
      ).json().settings;
    expect((await settings()).dailyReminders).toBe(true);
    const ok = await server.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${token}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.body).toContain('daily reminders');
    expect((await settings()).dailyReminders).toBe(false);
    expect((await settings()).weeklyProgress).toBe(true);
  });

  it('sends Web Push that a loopback push service decrypts, and removes expired subscriptions', async () => {
    const endpoint = await startPushEndpoint();
    const gone = await startPushEndpoint(410);
    try {
      const learner = await verifiedLearner();
      for (const sub of [endpoint.subscription, gone.subscription]) {
        const saved = await server.app.inject({
          method: 'POST',
          url: '/api/notifications/push-subscription',
          headers: { cookie: learner.cookie },
          payload: sub,
        });
        expect(saved.statusCode).toBe(201);
      }
      const result = await server.app.inject({
        method: 'POST',
        url: '/api/notifications/test',
        headers: { cookie: learner.cookie },
      });
      // `push` counts the devices the reminder went to, not how each answered.
      expect(result.json()).toEqual({ email: true, push: 2, emailMessage: null });
      expect(endpoint.received).toHaveLength(1);
      expect(endpoint.received[0]!.headers['content-encoding']).toBe('aes128gcm');
      expect(String(endpoint.received[0]!.headers.authorization)).toMatch(/^vapid t=/);
      expect(JSON.parse(endpoint.received[0]!.payload)).toMatchObject({
        kind: 'test-reminder',
        title: 'Time for your Spanish practice',
        url: '/lessons',
      });
      const left = await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, learner.userId));
      expect(left.map((row) => row.endpoint)).toEqual([endpoint.subscription.endpoint]);
      const status = await server.app.inject({
        method: 'GET',
        url: '/api/notifications/status',
        headers: { cookie: learner.cookie },
      });
      expect(status.json()).toMatchObject({ email: true, emailMessage: null, pushDevices: 1 });
      expect(new Date(status.json().nextReminderAt).getUTCHours()).toBe(19);
    } finally {
      await endpoint.close();
      await gone.close();
    }
  });

  it('sends weekly progress on the week start (Monday) at the reminder time', async () => {
    const learner = await verifiedLearner();
    // 2030-01-07 is a Monday; 19:00 UTC is the default reminder time.
    await server.app.notifications.scheduler.tick(new Date('2030-01-07T19:00:10Z'));
    const [email] = await outbox(learner, 'weekly-progress');
    expect(email?.subject).toBe('Your week in Spanish');
    expect(email?.text).toMatch(/This week: \d+ new words?, \d+ reviews?, \d+ minutes? of practice/);
    expect(email?.text).toContain('/dashboard');
    await server.app.notifications.scheduler.tick(new Date('2030-01-08T19:00:10Z'));
    expect(await outbox(learner, 'weekly-progress')).toHaveLength(1);
  });

  it('emails two days before a trial ends, and ends a test-mode trial as a job', async () => {
    const learner = await verifiedLearner();
    const now = new Date();
    const id = `sub_test_${learner.userId}`;
    await server.database.db.insert(subscriptions).values({
      id,
      userId: learner.userId,
      customerId: `cus_${learner.userId}`,
      status: 'trialing',
      plan: 'monthly',
      trialEnd: new Date(now.getTime() + 36 * 3_600_000),
      currentPeriodEnd: new Date(now.getTime() + 36 * 3_600_000),
    });
    await server.app.notifications.scheduler.tick(new Date(now.getTime() - 24 * 3_600_000));
    expect(await outbox(learner, 'trial-ending')).toHaveLength(0);
    await server.app.notifications.scheduler.tick(now);
    const [email] = await outbox(learner, 'trial-ending');
    expect(email?.subject).toBe('Your free trial ends in two days');
    expect(email?.text).not.toContain('unsubscribe');
    await server.app.notifications.scheduler.tick(new Date(now.getTime() + 37 * 3_600_000));
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('active');
    expect(await outbox(learner, 'trial-ending')).toHaveLength(1);
    const [receipt] = await outbox(learner, 'trial-converted');
    expect(receipt?.subject).toBe('Receipt: your Charla subscription');
    expect(receipt?.text).toContain('$7.99');
    await server.app.notifications.scheduler.tick(new Date(now.getTime() + 38 * 3_600_000));
    expect(await outbox(learner, 'trial-converted')).toHaveLength(1);
  });
});
