/**
 * One subscription per account. Checkouts opened before any is paid could
 * each be paid: at once they gave two trials and a paid plan, one after the other a trial and a
 * paid plan.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { subscriptions } from '../../src/server/db/schema';
import { startListeningServer } from '../support/payments-helpers';
import { ENGINES, registerSetUpLearner, type TestLearner } from '../support/test-server';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ana' };

describe.each(ENGINES)('one subscription per account on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startListeningServer(engine);
  });
  afterAll(async () => server.close());

  const call = (who: TestLearner, url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  const openCheckout = async (who: TestLearner, plan: 'monthly' | 'annual') => {
    const started = await call(who, '/api/payments/checkout-session', { plan });
    expect(started.statusCode, started.body).toBe(200);
    return (started.json().url as string).split('/').pop() as string;
  };
  const pay = (who: TestLearner, id: string) =>
    call(who, `/api/payments/checkout-sessions/${id}/pay`, GOOD_CARD);
  const subscriptionsOf = (who: TestLearner) =>
    server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, who.userId));

  it('three checkouts paid at once give exactly one subscription', async () => {
    const who = await registerSetUpLearner(server.app);
    const ids = [
      await openCheckout(who, 'monthly'),
      await openCheckout(who, 'annual'),
      await openCheckout(who, 'monthly'),
    ];
    const answers = await Promise.all(ids.map((id) => pay(who, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toMatch(
      /already have a subscription/,
    );
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it('a second checkout paid after the first is refused and not charged', async () => {
    const who = await registerSetUpLearner(server.app);
    const first = await openCheckout(who, 'monthly');
    const second = await openCheckout(who, 'annual');
    expect((await pay(who, first)).statusCode).toBe(200);
    const again = await pay(who, second);
    expect(again.statusCode).toBe(409);
    const rows = await subscriptionsOf(who);
    expect(rows.map((row) => [row.status, row.plan])).toEqual([['trialing', 'monthly']]);
    // Paying the first one again (a retry after a lost answer) still works.
    expect((await pay(who, first)).statusCode).toBe(200);
  });
});
