/**
 * Cancelling with the built-in test-mode checkout: the trial or period runs to its end and does
 * not renew, resuming before then undoes it, and access stops once the end has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { paymentEvents, subscriptions, users } from '../../src/server/db/schema';
import { ENGINES, registerLearner, type TestLearner } from '../support/test-server';
import { startListeningServer } from '../support/payments-helpers';

const DAY_MS = 86_400_000;
const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ana Learner',
};

describe.each(ENGINES)('cancelling at the end of the period, test mode, on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startListeningServer(engine);
  });
  afterAll(async () => server.close());

  const call = (
    learner: TestLearner,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url,
      headers: { cookie: learner.cookie, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const me = async (learner: TestLearner) => (await call(learner, 'GET', '/api/me')).json();
  const cancel = (learner: TestLearner) => call(learner, 'POST', '/api/payments/subscription/cancel', {});
  const resume = (learner: TestLearner) => call(learner, 'POST', '/api/payments/subscription/resume', {});
  const events = (tag: string, kind: string) =>
    server.database.db
      .select()
      .from(paymentEvents)
      .where(like(paymentEvents.id, `evt_test_${tag}_${kind}%`));

  /** A learner in the 7-day trial, and the ledger id of their subscription. */
  async function trialingLearner() {
    const learner = await registerLearner(server.app);
    await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' });
    const started = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    const sessionId = (started.json().url as string).split('/').pop() as string;
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    const tag = sessionId.replace('cs_test_', '');
    return { learner, id: `sub_test_${tag}`, tag };
  }
  /** Time passing: the trial (and its period) now ends at `end`, in the ledger and the user document. */
  async function trialEndsAt(id: string, end: Date) {
    const [row] = await server.database.db
      .update(subscriptions)
      .set({ trialEnd: end, currentPeriodEnd: end })
      .where(eq(subscriptions.id, id))
      .returning();
    await server.database.db
      .update(users)
      .set({ trialEndsAt: end, subscriptionEndsAt: end })
      .where(eq(users.uid, row?.userId ?? ''));
  }

  it('cancelled on day 2 of the trial: access until the trial ends, then none, and nothing charged', async () => {
    const { learner, id, tag } = await trialingLearner();
    // Day 2 of 7: five days of the trial are left.
    const end = new Date(Date.now() + 5 * DAY_MS);
    await trialEndsAt(id, end);

    const canceled = await cancel(learner);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      id,
      status: 'trialing',
      cancelAtPeriodEnd: true,
      trialEndsAt: end.toISOString(),
      accessEndsAt: end.toISOString(),
    });
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionEndsAt: end.toISOString(),
      subscriptionCancelAtPeriodEnd: true,
    });
    // The change went to the webhook as Stripe's customer.subscription.updated.
    expect(await events(tag, 'schedule')).toHaveLength(1);
    // Still a subscriber until the end: sign-in routes to the dashboard.
    const setup = await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC', hasOnboardingData: true });
    expect(setup.json().next).toBe('/dashboard');
    // Cancelling twice keeps the same end, and sends nothing more.
    expect((await cancel(learner)).json().subscription.accessEndsAt).toBe(end.toISOString());
    expect(await events(tag, 'schedule')).toHaveLength(1);

    // The trial's last moment passes.
    const ended = new Date(Date.now() - 1000);
    await trialEndsAt(id, ended);
    // Even before anything looks at the subscription, the learner no longer counts as subscribed.
    const after = await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC', hasOnboardingData: true });
    expect(after.json().next).toBe('/payment');
    const view = (await call(learner, 'GET', '/api/payments/subscription')).json();
    expect(view.subscription).toMatchObject({
      id,
      status: 'canceled',
      cancelAtPeriodEnd: false,
      accessEndsAt: null,
      currentPeriodEnd: ended.toISOString(),
    });
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'canceled',
      subscriptionCancelAtPeriodEnd: false,
    });
    expect(await events(tag, 'ended')).toHaveLength(1);
    expect(await events(tag, 'renewed')).toHaveLength(0);

    // Too late to resume, or to cancel again.
    const late = await resume(learner);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'subscription-ended',
      message: 'Your subscription has already ended. Choose a plan to subscribe again.',
    });
    expect((await cancel(learner)).statusCode).toBe(409);
  });

  it('resuming before the end clears the cancellation, and the trial then renews as usual', async () => {
    const { learner, id, tag } = await trialingLearner();
    expect((await cancel(learner)).json().subscription.cancelAtPeriodEnd).toBe(true);
    const resumed = await resume(learner);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription).toMatchObject({
      id,
      status: 'trialing',
      cancelAtPeriodEnd: false,
      accessEndsAt: null,
    });
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(false);
    expect(await events(tag, 'schedule')).toHaveLength(2);

    const again = await resume(learner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'not-scheduled',
      message: 'Your subscription is not set to end, so there is nothing to resume.',
    });

    await trialEndsAt(id, new Date(Date.now() - 1000));
    const view = (await call(learner, 'GET', '/api/payments/subscription')).json();
    expect(view.subscription).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: false });
    expect(await events(tag, 'renewed')).toHaveLength(1);
    expect(await events(tag, 'ended')).toHaveLength(0);
  });

  it('a paid month cancelled mid-way runs to the end of that month', async () => {
    const { learner, id } = await trialingLearner();
    await trialEndsAt(id, new Date(Date.now() - DAY_MS));
    const renewed = (await call(learner, 'GET', '/api/payments/subscription')).json().subscription;
    expect(renewed.status).toBe('active');
    const canceled = (await cancel(learner)).json().subscription;
    expect(canceled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(canceled.accessEndsAt).toBe(renewed.currentPeriodEnd);
    expect(Date.parse(canceled.accessEndsAt) - Date.now()).toBeGreaterThan(26 * DAY_MS);
  });

  it('answers bad requests with a 4xx and a sentence, never a 500', async () => {
    const learner = await registerLearner(server.app);
    await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' });
    for (const url of ['/api/payments/subscription/cancel', '/api/payments/subscription/resume']) {
      const nothing = await call(learner, 'POST', url, {});
      expect(nothing.statusCode).toBe(404);
      expect(nothing.json()).toMatchObject({
        error: 'no-subscription',
        message: 'You have no subscription to cancel or resume.',
      });
      const options = await call(learner, 'POST', url, { when: 'now' });
      expect(options.statusCode).toBe(400);
      expect(options.json().message).toBe(
        'body: Cancelling or resuming takes no options: send an empty JSON object.',
      );
      expect((await call(learner, 'POST', url, [1, 2])).statusCode).toBe(400);
      const text = await call(learner, 'POST', url, 'cancel', { 'content-type': 'text/plain' });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      const broken = await call(learner, 'POST', url, '{"', { 'content-type': 'application/json' });
      expect(broken.statusCode).toBe(400);
      expect((await server.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
      const foreign = await call(learner, 'POST', url, {}, { origin: 'https://elsewhere.example' });
      expect(foreign.statusCode).toBe(403);
    }
  });
});
