import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { emailOutbox, paymentEvents, subscriptions } from '../../src/server/db/schema';
import { ENGINES, registerLearner, type TestLearner } from '../support/test-server';
import { postEvent, startListeningServer, subscriptionEventBody } from '../support/payments-helpers';
import { verifyEmail } from '../support/mail-links';

const DAY_MS = 86_400_000;
const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ana Learner',
};

describe.each(ENGINES)('test-mode payments on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startListeningServer(engine);
  });
  afterAll(async () => server.close());

  const call = (learner: TestLearner, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: learner.cookie }, ...(payload ? { payload } : {}) });

  /** A learner after sign-in (document and payment customer ensured), at the checkout page. */
  async function learnerAtCheckout(plan: 'monthly' | 'annual' = 'monthly') {
    const learner = await registerLearner(server.app);
    expect((await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' })).statusCode).toBe(200);
    const started = await call(learner, 'POST', '/api/payments/checkout-session', { plan });
    expect(started.statusCode).toBe(200);
    const url: string = started.json().url;
    expect(url).toMatch(/^\/checkout\/cs_test_[0-9a-f]{24}$/);
    return { learner, sessionId: url.split('/').pop() as string };
  }

  const me = async (learner: TestLearner) => (await call(learner, 'GET', '/api/me')).json();

  it('lists the plans: 7.99 per month, 79.99 per year, saving 17%, 7-day trial', async () => {
    const learner = await registerLearner(server.app);
    const response = await call(learner, 'GET', '/api/plans');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ trialDays: 7, annualSavingPercent: 17, mode: 'test' });
    expect(
      body.plans.map((plan: { id: string; price: number; interval: string; name: string }) => [
        plan.id,
        plan.name,
        plan.price,
        plan.interval,
      ]),
    ).toEqual([
      ['monthly', 'Monthly Plan', 7.99, 'month'],
      ['annual', 'Annual Plan', 79.99, 'year'],
    ]);
  });

  it('needs a payment customer before checkout, and a known plan', async () => {
    const learner = await registerLearner(server.app);
    await call(learner, 'GET', '/api/me');
    const missing = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      error: 'no-customer',
      message: 'No payment customer ID found. Please log out and log back in, then try again.',
    });
    const customer = await call(learner, 'POST', '/api/payments/customer');
    expect(customer.json().customerId).toMatch(/^cus_test_/);
    expect((await call(learner, 'POST', '/api/payments/customer')).json().customerId).toBe(
      customer.json().customerId,
    );
    const badPlan = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'weekly' });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().field).toBe('plan');
  });

  it('reports a checkout complete only after payment, and only to its owner', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    const result = (who: TestLearner, id = sessionId) =>
      call(who, 'GET', `/api/payments/checkout-result/${id}`).then((r) => r.json());
    expect(await result(learner)).toEqual({ status: 'open', trialDays: 0 });
    expect(await result(learner, 'cs_test_unknown')).toEqual({ status: 'unknown', trialDays: 0 });
    await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    expect(await result(learner)).toEqual({ status: 'complete', trialDays: 7 });
    const stranger = await registerLearner(server.app);
    expect(await result(stranger)).toEqual({ status: 'unknown', trialDays: 0 });
    const visitor = await server.app.inject({ url: `/api/payments/checkout-result/${sessionId}` });
    expect(visitor.statusCode).toBe(401);
  });

  it('shows the checkout session only to its owner', async () => {
    const { learner, sessionId } = await learnerAtCheckout('annual');
    const view = await call(learner, 'GET', `/api/payments/checkout-sessions/${sessionId}`);
    expect(view.json()).toMatchObject({
      plan: 'annual',
      price: 79.99,
      interval: 'year',
      trialDays: 7,
      status: 'open',
    });
    const stranger = await registerLearner(server.app);
    expect((await call(stranger, 'GET', `/api/payments/checkout-sessions/${sessionId}`)).statusCode).toBe(
      404,
    );
    expect((await call(learner, 'GET', '/api/payments/checkout-sessions/nope')).statusCode).toBe(404);
  });

  it('4242… starts a 7-day trial through the signed webhook, emails a confirmation, routes to /dashboard', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    // The confirmation goes to a verified address only (the mail policy).
    await verifyEmail(server, learner);
    const confirmations = () =>
      server.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, learner.email), eq(emailOutbox.kind, 'payment-confirmation')));
    const before = Date.now();
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().url).toBe(`/payment/success?session_id=${sessionId}`);
    const doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('trialing');
    expect(doc.stripeCustomerId).toMatch(/^cus_test_/);
    const trialEnd = new Date(doc.trialEndsAt).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(doc.subscriptionEndsAt).toBe(doc.trialEndsAt);
    const mails = await confirmations();
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Charla free trial has started']);
    expect(mails[0]?.text).toContain('Monthly Plan ($7.99 per month)');
    const setup = await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' });
    expect(setup.json().next).toBe('/dashboard');
    const again = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'annual' });
    expect(again.statusCode).toBe(409);
    // Paying the same session again re-sends the same events: applied once, one email.
    expect(
      (await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD)).statusCode,
    ).toBe(200);
    expect(await confirmations()).toHaveLength(1);
  });

  it.each([
    [{ cardNumber: '4000 0000 0000 0002' }, 402, 'Your card was declined.'],
    [{ expMonth: 1, expYear: 2024 }, 400, "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 400, "Your card's security code is invalid."],
    [{ cardNumber: '4242 4242 4242 4241' }, 400, 'Your card number is incorrect.'],
  ])('refuses %o with %i and a clear message, and starts no trial', async (patch, status, message) => {
    const { learner, sessionId } = await learnerAtCheckout();
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, {
      ...GOOD_CARD,
      ...patch,
    });
    expect(paid.statusCode).toBe(status);
    expect(paid.json().message).toBe(message);
    expect((await me(learner)).subscriptionStatus).toBe('none');
  });

  it('names the missing card field', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, {
      ...GOOD_CARD,
      name: ' ',
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({
      field: 'name',
      message: 'name: Please enter the name on your card.',
    });
  });

  it('verifies webhook signatures: valid, wrong secret, expired, missing, tampered', async () => {
    const event = subscriptionEventBody('evt_sig_check', 'customer.subscription.updated', {
      id: 'sub_unknown',
      customer: 'cus_unknown',
      status: 'active',
    });
    const wrong = await postEvent(server.app, event, { secret: 'whsec_not_ours' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid-signature');
    const expired = await postEvent(server.app, event, { signedAt: new Date(Date.now() - 301_000) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/tolerance/i);
    expect((await postEvent(server.app, event, { signature: null })).statusCode).toBe(400);
    const tampered = await postEvent(server.app, event, {
      body: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    const recent = await postEvent(server.app, event, { signedAt: new Date(Date.now() - 290_000) });
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toEqual({ received: true });
  });

  it('applies a duplicate event once', async () => {
    const event = subscriptionEventBody('evt_duplicate_1', 'customer.subscription.updated', {
      id: 'sub_unknown_2',
      customer: 'cus_unknown',
      status: 'active',
    });
    expect((await postEvent(server.app, event)).json()).toEqual({ received: true });
    expect((await postEvent(server.app, event)).json()).toEqual({ received: true, duplicate: true });
    const rows = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'evt_duplicate_1'));
    expect(rows).toHaveLength(1);
  });

  /** Moves a test-mode subscription's trial and period end to `end` (time passing, in the ledger). */
  const endPeriodAt = (sessionId: string, end: Date) =>
    server.database.db
      .update(subscriptions)
      .set({ trialEnd: end, currentPeriodEnd: end })
      .where(eq(subscriptions.id, `sub_test_${sessionId.replace('cs_test_', '')}`));

  it('gives the free trial once per account: subscribing again after cancelling is charged now', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    expect((await me(learner)).subscriptionStatus).toBe('trialing');
    expect((await call(learner, 'POST', '/api/payments/subscription/cancel')).statusCode).toBe(200);
    // The cancelled trial runs to its end; only then can the learner subscribe again.
    const early = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    expect(early.statusCode).toBe(409);
    await endPeriodAt(sessionId, new Date(Date.now() - 1000));
    const again = await call(learner, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    const secondId = (again.json().url as string).split('/').pop() as string;
    const view = (await call(learner, 'GET', `/api/payments/checkout-sessions/${secondId}`)).json();
    expect(view.trialDays).toBe(0);
    const paid = await call(learner, 'POST', `/api/payments/checkout-sessions/${secondId}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    const doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('active');
    const current = (await call(learner, 'GET', '/api/payments/subscription')).json().subscription;
    expect(current).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(Date.parse(current.currentPeriodEnd) - Date.now()).toBeGreaterThan(27 * DAY_MS);
  });

  it('ends in the provider state whatever order events arrive in', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    const subscriptionId = `sub_test_${sessionId.replace('cs_test_', '')}`;
    const customer = (await me(learner)).stripeCustomerId as string;
    // A late "updated" claiming active changes nothing: the provider says trialing.
    const stale = subscriptionEventBody('evt_ooo_1', 'customer.subscription.updated', {
      id: subscriptionId,
      customer,
      status: 'active',
    });
    expect((await postEvent(server.app, stale)).statusCode).toBe(200);
    expect((await me(learner)).subscriptionStatus).toBe('trialing');
    // Cancel in the billing page, then an old "created" event arrives: still set to end.
    const canceled = await call(learner, 'POST', '/api/payments/subscription/cancel');
    expect(canceled.json().subscription).toMatchObject({
      id: subscriptionId,
      status: 'trialing',
      cancelAtPeriodEnd: true,
    });
    const late = subscriptionEventBody('evt_ooo_2', 'customer.subscription.created', {
      id: subscriptionId,
      customer,
      status: 'trialing',
    });
    expect((await postEvent(server.app, late)).statusCode).toBe(200);
    expect(await me(learner)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionCancelAtPeriodEnd: true,
    });
    // The trial's end passes: it ends, and a late "created" event does not bring it back.
    await endPeriodAt(sessionId, new Date(Date.now() - 1000));
    expect((await call(learner, 'GET', '/api/payments/subscription')).json().subscription.status).toBe(
      'canceled',
    );
    const later = subscriptionEventBody('evt_ooo_3', 'customer.subscription.created', {
      id: subscriptionId,
      customer,
      status: 'trialing',
    });
    expect((await postEvent(server.app, later)).statusCode).toBe(200);
    const doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('canceled');
    expect(new Date(doc.subscriptionEndsAt).getTime()).toBeLessThanOrEqual(Date.now());
    const setup = await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC', hasOnboardingData: true });
    expect(setup.json().next).toBe('/payment');
  });

  it('renews like Stripe when the trial has ended: active for the next month', async () => {
    const { learner, sessionId } = await learnerAtCheckout();
    await call(learner, 'POST', `/api/payments/checkout-sessions/${sessionId}/pay`, GOOD_CARD);
    const id = `sub_test_${sessionId.replace('cs_test_', '')}`;
    const ended = new Date(Date.now() - DAY_MS);
    await server.database.db
      .update(subscriptions)
      .set({ trialEnd: ended, currentPeriodEnd: ended })
      .where(eq(subscriptions.id, id));
    const view = (await call(learner, 'GET', '/api/payments/subscription')).json();
    const renewedUntil = new Date(ended);
    renewedUntil.setUTCMonth(renewedUntil.getUTCMonth() + 1);
    expect(view.subscription).toMatchObject({
      id,
      status: 'active',
      currentPeriodEnd: renewedUntil.toISOString(),
    });
    const doc = await me(learner);
    expect(doc.subscriptionStatus).toBe('active');
    expect(doc.subscriptionEndsAt).toBe(renewedUntil.toISOString());
    await call(learner, 'GET', '/api/payments/subscription');
    const renewals = await server.database.db
      .select()
      .from(paymentEvents)
      .where(like(paymentEvents.id, `%${sessionId.replace('cs_test_', '')}_renewed_%`));
    expect(renewals).toHaveLength(1);
  });

  it('sends Manage Subscription to the built-in billing page', async () => {
    const { learner } = await learnerAtCheckout();
    expect((await call(learner, 'POST', '/api/payments/portal')).json()).toEqual({ url: '/billing' });
    expect((await call(learner, 'GET', '/api/payments/subscription')).json()).toEqual({
      mode: 'test',
      subscription: null,
    });
    expect((await call(learner, 'POST', '/api/payments/subscription/cancel')).statusCode).toBe(404);
  });
});
