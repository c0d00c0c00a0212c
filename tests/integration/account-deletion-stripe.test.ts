import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, subscriptions } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { stripeEnv } from '../support/payments-helpers';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const SECRET_KEY = 'sk_test_charla_fake_0123456789';

describe.each(ENGINES)('account deletion cancels the Stripe subscription on %s', (engine) => {
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

  /** A learner with a live (trialing) subscription, known to Stripe and to our table. */
  async function subscribed(): Promise<{ learner: TestLearner; subscriptionId: string }> {
    const learner = await registerSetUpLearner(server.app);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      headers: { cookie: learner.cookie },
      payload: { plan: 'monthly' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop() as string;
    const { subscription } = stripe.completeCheckout(sessionId);
    const id = subscription.id as string;
    await server.database.db.insert(subscriptions).values({
      id,
      userId: learner.userId,
      customerId: String(subscription.customer),
      status: 'trialing',
      plan: 'monthly',
    });
    return { learner, subscriptionId: id };
  }

  const remove = (learner: TestLearner) =>
    server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: learner.cookie },
      payload: { password: learner.password },
    });

  it('cancels with Stripe, then deletes', async () => {
    const { learner, subscriptionId } = await subscribed();
    const response = await remove(learner);
    expect(response.statusCode, response.body).toBe(204);
    const cancel = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(cancel).toHaveLength(1);
    expect(await server.database.db.select().from(authUser).where(eq(authUser.id, learner.userId))).toEqual(
      [],
    );
  });

  it('deletes nothing when Stripe refuses the cancellation', async () => {
    const { learner } = await subscribed();
    stripe.failNext(400, 'invalid_request_error', 'Something is wrong');
    const response = await remove(learner);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/nothing was deleted/);
    expect(
      await server.database.db.select().from(authUser).where(eq(authUser.id, learner.userId)),
    ).toHaveLength(1);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: learner.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});
