/**
 * Cancelling through the Stripe adapter, against a fake Stripe API on loopback: the subscription
 * is updated with cancel_at_period_end (never deleted), resumed with false, and Stripe's
 * customer.subscription.updated / .deleted webhooks keep the learner's state right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { postEvent, stripeEnv } from '../support/payments-helpers';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const SECRET_KEY = 'sk_test_charla_fake_cancel_at_period_end';
const seconds = () => Math.floor(Date.now() / 1000);
const iso = (unix: number) => new Date(unix * 1000).toISOString();
const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: seconds(),
  data: { object },
});

describe.each(ENGINES)('cancelling at the end of the period through Stripe on %s', (engine) => {
  let stripe: FakeStripe;
  let server: Server;
  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
    server = await startTestServer(engine, stripeEnv(SECRET_KEY, stripe.url));
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  const call = (learner: TestLearner, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: learner.cookie }, ...(payload ? { payload } : {}) });
  const me = async (learner: TestLearner) => (await call(learner, 'GET', '/api/me')).json();
  const cancel = (learner: TestLearner) => call(learner, 'POST', '/api/payments/subscription/cancel', {});
  const resume = (learner: TestLearner) => call(learner, 'POST', '/api/payments/subscription/resume', {});
  const callsTo = (id: string) => stripe.requests.filter((r) => r.path === `/v1/subscriptions/${id}`);

  /** A learner whose Stripe checkout completed: a 7-day trial, recorded from the webhook. */
  async function trialingLearner() {
    const learner = await registerSetUpLearner(server.app);
    const started = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    const sessionId = (started.json().url as string).split('/').pop() as string;
    const { session, subscription } = stripe.completeCheckout(sessionId);
    await postEvent(server.app, event(`evt_${sessionId}_completed`, 'checkout.session.completed', session));
    expect((await me(learner)).subscriptionStatus).toBe('trialing');
    return { learner, id: subscription.id, trialEnd: subscription.trial_end as number, sessionId };
  }

  it('cancel during the trial sets cancel_at_period_end at Stripe and keeps access until the trial ends', async () => {
    const { learner, id, trialEnd, sessionId } = await trialingLearner();
    const canceled = await cancel(learner);
    expect(canceled.statusCode).toBe(200);
    const update = callsTo(id).filter((r) => r.method === 'POST');
    expect(update).toHaveLength(1);
    expect(update[0]?.form).toEqual({ cancel_at_period_end: 'true' });
    expect(callsTo(id).filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(canceled.json().subscription).toMatchObject({
      id,
      status: 'trialing',
      cancelAtPeriodEnd: true,
      accessEndsAt: iso(trialEnd),
    });
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: iso(trialEnd),
    });
    // Stripe's own notice of the change agrees.
    await postEvent(server.app, event(`evt_${sessionId}_scheduled`, 'customer.subscription.updated', { id }));
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(true);

    // The trial ends: Stripe deletes the subscription at that instant and says so.
    stripe.updateSubscription(id, { status: 'canceled', ended_at: trialEnd });
    await postEvent(server.app, event(`evt_${sessionId}_deleted`, 'customer.subscription.deleted', { id }));
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'canceled',
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: iso(trialEnd),
    });
    const posts = callsTo(id).filter((r) => r.method === 'POST').length;
    const late = await resume(learner);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('subscription-ended');
    expect(callsTo(id).filter((r) => r.method === 'POST')).toHaveLength(posts);
  });

  it('resume sets cancel_at_period_end=false before the end; resuming again is refused without a call', async () => {
    const { learner, id } = await trialingLearner();
    await cancel(learner);
    const resumed = await resume(learner);
    expect(resumed.statusCode).toBe(200);
    expect(callsTo(id).at(-1)).toMatchObject({ method: 'POST', form: { cancel_at_period_end: 'false' } });
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, accessEndsAt: null });
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(false);
    const calls = callsTo(id).length;
    const again = await resume(learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your subscription is not set to end, so there is nothing to resume.');
    expect(callsTo(id)).toHaveLength(calls);
  });

  it('a cancellation made in Stripe (its billing portal) arrives by webhook; access ends at the period end even before the deleted notice', async () => {
    const { learner, id, sessionId } = await trialingLearner();
    stripe.updateSubscription(id, { cancel_at_period_end: true });
    await postEvent(server.app, event(`evt_${sessionId}_portal`, 'customer.subscription.updated', { id }));
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(true);
    const setup = () =>
      call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC', hasOnboardingData: true }).then(
        (r) => r.json().next,
      );
    expect(await setup()).toBe('/dashboard');
    // The trial's end has passed and Stripe's "deleted" notice is not here yet.
    const past = seconds() - 60;
    const item = { ...(stripe.updateSubscription(id, {}).items as { data: object[] }).data[0] };
    stripe.updateSubscription(id, {
      trial_end: past,
      items: { object: 'list', data: [{ ...item, current_period_end: past }] },
    });
    await postEvent(server.app, event(`evt_${sessionId}_moved`, 'customer.subscription.updated', { id }));
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionEndsAt: iso(past),
    });
    expect(await setup()).toBe('/payment');
    const view = (await call(learner, 'GET', '/api/payments/subscription')).json();
    expect(view.subscription.accessEndsAt).toBe(iso(past));
    // Nor can it be resumed now: Stripe is not asked.
    const calls = callsTo(id).length;
    expect((await resume(learner)).json().error).toBe('subscription-ended');
    expect(callsTo(id)).toHaveLength(calls);
  });

  it('a Stripe failure is a 502 with a sentence; a bad body is a 400; nothing changes', async () => {
    const { learner } = await trialingLearner();
    // A refusal the SDK does not retry (a 5xx it would retry, and the next try succeeds).
    stripe.failNext(400, 'invalid_request_error', 'This subscription cannot be updated right now.');
    const failed = await cancel(learner);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'We could not reach the payment provider to change your subscription. Please try again.',
    );
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(false);
    const bad = await call(learner, 'POST', '/api/payments/subscription/cancel', { at: 'now' });
    expect(bad.statusCode).toBe(400);
    expect((await me(learner)).subscriptionCancelAtPeriodEnd).toBe(false);
  });
});
