/**
 * Mail to an address nobody proved: until the owner confirms it, it gets only the verification
 * link and password resets, however often reminders are asked for; and every kind of mail has a
 * daily cap per recipient that a restart does not reset.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DAILY_CAP, VERIFY_TO_RECEIVE_EMAIL } from '../../src/domain/account/mail-policy';
import { TOO_MANY_EMAILS_TODAY } from '../../src/domain/account/auth-messages';
import type { Server } from '../../src/server/compose';
import { emailOutbox } from '../../src/server/db/schema';
import { verifyEmail } from '../support/mail-links';
import { startListeningServer } from '../support/payments-helpers';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ana' };

describe.each(ENGINES)('mail policy on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    // Listening: the test-mode checkout delivers its webhook events over HTTP.
    server = await startListeningServer(engine);
  });
  afterAll(async () => server.close());

  const call = (learner: TestLearner, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: learner.cookie }, ...(payload ? { payload } : {}) });
  const mailed = (learner: TestLearner, kind: string) =>
    server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, learner.email), eq(emailOutbox.kind, kind)));

  it('sends an unverified address no test reminder, however often asked, and says why', async () => {
    const learner = await registerSetUpLearner(server.app);
    // Four of the hour's five: the fifth is sent once the address is confirmed.
    for (let i = 0; i < 4; i += 1) {
      const sent = await call(learner, 'POST', '/api/notifications/test');
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ email: false, push: 0, emailMessage: VERIFY_TO_RECEIVE_EMAIL });
    }
    expect(await mailed(learner, 'test-reminder')).toHaveLength(0);
    const status = (await call(learner, 'GET', '/api/notifications/status')).json();
    expect(status).toMatchObject({ email: false, emailMessage: VERIFY_TO_RECEIVE_EMAIL });
    // Verification mail itself still goes; once confirmed, the reminder goes by email.
    await verifyEmail(server, learner);
    expect(await mailed(learner, 'verification')).toHaveLength(1);
    expect((await call(learner, 'POST', '/api/notifications/test')).json()).toEqual({
      email: true,
      push: 0,
      emailMessage: null,
    });
    expect(await mailed(learner, 'test-reminder')).toHaveLength(1);
    expect((await call(learner, 'GET', '/api/notifications/status')).json()).toMatchObject({
      email: true,
      emailMessage: null,
    });
  });

  it('sends an unverified learner no daily reminder or weekly progress; a verified one gets both', async () => {
    const unverified = await registerSetUpLearner(server.app);
    const verified = await registerSetUpLearner(server.app);
    await verifyEmail(server, verified);
    // A Monday at the default reminder time (19:00 UTC): both are due for both learners.
    await server.app.notifications.scheduler.tick(new Date('2031-01-06T19:00:10Z'));
    for (const kind of ['daily-reminder', 'weekly-progress']) {
      expect(await mailed(unverified, kind)).toHaveLength(0);
      expect(await mailed(verified, kind)).toHaveLength(1);
    }
  });

  it('sends no payment confirmation to an unverified address; the payment itself goes through', async () => {
    const learner = await registerSetUpLearner(server.app);
    const started = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    const sessionId = String(started.json().url).split('/').pop();
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    expect((await call(learner, 'GET', '/api/me')).json().subscriptionStatus).toBe('trialing');
    // Nothing at all reached the address: it never asked for a verification link either.
    const all = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, learner.email));
    expect(all.map((mail) => mail.subject)).toEqual([]);
  });

  it('caps each kind of mail per recipient per day, and a restart does not reset the count', async () => {
    const learner = await registerSetUpLearner(server.app);
    await verifyEmail(server, learner);
    const cap = MAIL_DAILY_CAP['test-reminder'];
    // Straight to the service: the route's hourly limit would stop the requests first.
    const send = (on: Server) => on.app.notifications.service.sendTest(learner.userId, new Date());
    for (let i = 0; i < cap; i += 1) expect((await send(server)).email).toBe(true);
    expect(await send(server)).toEqual({ email: false, push: 0, emailMessage: TOO_MANY_EMAILS_TODAY });
    const restarted = await startTestServer(engine, {}, { on: server });
    try {
      expect((await send(restarted)).email).toBe(false);
    } finally {
      await restarted.app.close();
    }
    expect(await mailed(learner, 'test-reminder')).toHaveLength(cap);
    // Another kind to the same address has its own count.
    await server.app.notifications.scheduler.tick(new Date('2031-01-13T19:00:10Z'));
    expect(await mailed(learner, 'daily-reminder')).toHaveLength(1);
  });
});
