import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { postEvent, stripeEnv } from '../support/payments-helpers';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';

const SECRET_KEY = 'sk_test_charla_fake_0123456789';
const now = () => Math.floor(Date.now() / 1000);
const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: now(),
  data: { object },
});

describe.each(ENGINES)('Stripe adapter against a fake Stripe API on %s', (engine) => {
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

  /** A learner signed in (Stripe customer created) who started an annual checkout. */
  async function checkoutStarted() {
    const learner = await registerLearner(server.app);
    await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' });
    const started = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'annual' });
    expect(started.statusCode).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop() as string;
    return { learner, sessionId, url: started.json().url as string };
  }

  it('creates the Stripe customer at sign-in with the email and the user id', async () => {
    const learner = await registerLearner(server.app);
    await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' });
    const created = stripe.requests.filter(
      (r) => r.path === '/v1/customers' && r.form.email === learner.email,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.form['metadata[userId]']).toBe(learner.userId);
    expect(created[0]?.headers['idempotency-key']).toBe(`charla-customer-${learner.userId}`);
    expect((await me(learner)).stripeCustomerId).toMatch(/^cus_fake/);
    const plans = (await call(learner, 'GET', '/api/plans')).json();
    expect(plans.mode).toBe('stripe');
    expect(plans.plans.map((plan: { priceId: string }) => plan.priceId)).toEqual([
      'price_monthly_799',
      'price_annual_7999',
    ]);
  });

  it('opens a subscription Checkout Session with the 7-day trial and our return URLs', async () => {
    const { learner, url } = await checkoutStarted();
    expect(url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').pop();
    const customer = (await me(learner)).stripeCustomerId;
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: learner.userId,
      'line_items[0][price]': 'price_annual_7999',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': learner.userId,
      'subscription_data[metadata][plan]': 'annual',
      success_url: 'https://charla.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://charla.example/payment',
    });
  });

  it('omits the trial on a second checkout once the customer had one', async () => {
    const { learner, sessionId } = await checkoutStarted();
    const { session } = stripe.completeCheckout(sessionId);
    await postEvent(server.app, event(`evt_${sessionId}_trial`, 'checkout.session.completed', session));
    expect((await me(learner)).subscriptionStatus).toBe('trialing');
    const subscriptionId = String(session.subscription);
    const endedAt = now();
    stripe.updateSubscription(subscriptionId, {
      status: 'canceled',
      ended_at: endedAt,
      canceled_at: endedAt,
    });
    await postEvent(
      server.app,
      event(`evt_${sessionId}_ended`, 'customer.subscription.deleted', {
        id: subscriptionId,
        customer: session.customer,
      }),
    );
    expect((await me(learner)).subscriptionStatus).toBe('canceled');
    const again = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    expect(again.statusCode).toBe(200);
    const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').pop();
    expect(request?.form['subscription_data[trial_period_days]']).toBeUndefined();
    expect(request?.form['subscription_data[metadata][plan]']).toBe('monthly');
  });

  it('applies checkout.session.completed from the subscription Stripe reports, then follows Stripe, not event order', async () => {
    const { learner, sessionId } = await checkoutStarted();
    const { session, subscription } = stripe.completeCheckout(sessionId);
    const completed = await postEvent(
      server.app,
      event(`evt_${sessionId}_1`, 'checkout.session.completed', session),
    );
    expect(completed.json()).toEqual({ received: true });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/subscriptions/${subscription.id}`,
    });
    let doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('trialing');
    expect(new Date(doc.trialEndsAt).getTime()).toBe((subscription.trial_end as number) * 1000);

    // The trial converts in Stripe; an older "created" event (saying trialing) arrives late.
    stripe.updateSubscription(subscription.id, { status: 'active', trial_end: subscription.trial_end });
    await postEvent(
      server.app,
      event(`evt_${sessionId}_2`, 'customer.subscription.created', { ...subscription }),
    );
    expect((await me(learner)).subscriptionStatus).toBe('active');

    // Canceled in Stripe; an "updated" event still claiming active changes nothing.
    const endedAt = now();
    stripe.updateSubscription(subscription.id, {
      status: 'canceled',
      ended_at: endedAt,
      canceled_at: endedAt,
    });
    await postEvent(
      server.app,
      event(`evt_${sessionId}_3`, 'customer.subscription.updated', { ...subscription, status: 'active' }),
    );
    doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('canceled');
    expect(new Date(doc.subscriptionEndsAt).getTime()).toBe(endedAt * 1000);
  });

  it('acknowledges events for subscriptions Stripe does not know, and refuses bad signatures', async () => {
    const unknown = event('evt_unknown_sub', 'customer.subscription.updated', {
      id: 'sub_nope',
      customer: 'cus_nope',
    });
    expect((await postEvent(server.app, unknown)).json()).toEqual({ received: true });
    expect((await postEvent(server.app, unknown, { secret: 'whsec_other' })).statusCode).toBe(400);
  });

  it('opens the Billing Portal for Manage Subscription, returning to Settings', async () => {
    const { learner } = await checkoutStarted();
    const portal = await call(learner, 'POST', '/api/payments/portal');
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(stripe.requests.at(-1)?.form).toEqual({
      customer: (await me(learner)).stripeCustomerId,
      return_url: 'https://charla.example/settings',
    });
  });

  it('turns a Stripe failure into the catalogue message, and keeps the test-mode pages off', async () => {
    const { learner } = await checkoutStarted();
    await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: learner.cookie } });
    stripe.failNext(400, 'invalid_request_error', 'No such price');
    const failed = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Failed to start checkout process. Please try again.');
    expect(
      (await call(learner, 'GET', '/api/payments/checkout-sessions/cs_test_0123456789abcdef01234567'))
        .statusCode,
    ).toBe(404);
    // Cancelling goes through Stripe too; with no subscription there is nothing to cancel.
    expect((await call(learner, 'POST', '/api/payments/subscription/cancel')).statusCode).toBe(404);
  });
});
