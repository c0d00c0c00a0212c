/**
 * One subscription per account on the Stripe path. Stripe takes the payment on its own page, so
 * two checkouts opened before either was paid can both be paid there; each then arrives as a
 * webhook. The webhook records one live subscription per learner and ends the other at Stripe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { subscriptions } from '../../src/server/db/schema';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { postEvent, stripeEnv } from '../support/payments-helpers';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const SECRET_KEY = 'sk_test_charla_fake_one_subscription';
const seconds = () => Math.floor(Date.now() / 1000);

describe.each(ENGINES)('one subscription per account through Stripe webhooks on %s', (engine) => {
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

  /** A checkout opened and paid on Stripe's page; its completed event, not yet delivered. */
  async function paidOnStripe(who: TestLearner, plan: 'monthly' | 'annual') {
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      headers: { cookie: who.cookie },
      payload: { plan },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop() as string;
    const { session, subscription } = stripe.completeCheckout(sessionId);
    const event = {
      id: `evt_${sessionId}_completed`,
      object: 'event',
      type: 'checkout.session.completed',
      created: seconds(),
      data: { object: session },
    };
    return { subscriptionId: subscription.id, deliver: () => postEvent(server.app, event) };
  }
  const rowsOf = async (who: TestLearner) =>
    server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, who.userId));
  const live = async (who: TestLearner) =>
    (await rowsOf(who)).filter((row) => ['trialing', 'active', 'past_due'].includes(row.status));
  const canceledAtStripe = () =>
    stripe.requests
      .filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'))
      .map((r) => decodeURIComponent(r.path.split('/').pop() ?? ''));

  it('two checkouts paid on Stripe, their webhooks at once: one live subscription, the other ended', async () => {
    const who = await registerSetUpLearner(server.app);
    const first = await paidOnStripe(who, 'monthly');
    const second = await paidOnStripe(who, 'annual');
    const answers = await Promise.all([first.deliver(), second.deliver()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kept = await live(who);
    expect(kept).toHaveLength(1);
    const ended = [first.subscriptionId, second.subscriptionId].filter((id) => id !== kept[0]!.id);
    expect(canceledAtStripe().filter((id) => ended.includes(id) || id === kept[0]!.id)).toEqual(ended);
    // The ended one is recorded as Stripe now reports it.
    expect((await rowsOf(who)).find((row) => row.id === ended[0])?.status).toBe('canceled');
    const me = (await server.app.inject({ url: '/api/me', headers: { cookie: who.cookie } })).json();
    expect(me.subscriptionStatus).toBe('trialing');
  });

  it('paid one after the other: the first stays, the second is ended at Stripe', async () => {
    const who = await registerSetUpLearner(server.app);
    const first = await paidOnStripe(who, 'monthly');
    const second = await paidOnStripe(who, 'monthly');
    expect((await first.deliver()).statusCode).toBe(200);
    expect((await second.deliver()).statusCode).toBe(200);
    expect((await live(who)).map((row) => row.id)).toEqual([first.subscriptionId]);
    expect(canceledAtStripe()).toContain(second.subscriptionId);
    expect(canceledAtStripe()).not.toContain(first.subscriptionId);
    // Delivered again (Stripe retries): still one, nothing more ended.
    expect((await second.deliver()).json()).toEqual({ received: true, duplicate: true });
    expect((await live(who)).map((row) => row.id)).toEqual([first.subscriptionId]);
  });

  it('a new subscription is kept when the one we hold as live has already ended at Stripe', async () => {
    const who = await registerSetUpLearner(server.app);
    const first = await paidOnStripe(who, 'monthly');
    const second = await paidOnStripe(who, 'annual');
    expect((await first.deliver()).statusCode).toBe(200);
    // Canceled at Stripe; its own event has not arrived yet.
    stripe.updateSubscription(first.subscriptionId, {
      status: 'canceled',
      ended_at: seconds(),
      canceled_at: seconds(),
    });
    expect((await second.deliver()).statusCode).toBe(200);
    expect((await live(who)).map((row) => row.id)).toEqual([second.subscriptionId]);
    expect(canceledAtStripe()).not.toContain(second.subscriptionId);
  });
});
