/**
 * One free trial per email address: deleting the account and signing up again with the same
 * address gives no second trial (checkout still works, and is paid at once). What outlives the
 * account is a keyed hash of the address, never the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { trialClaims } from '../../src/server/db/schema';
import { startListeningServer } from '../support/payments-helpers';
import { ENGINES, cookieFrom, registerSetUpLearner, type TestLearner } from '../support/test-server';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ana' };

describe.each(ENGINES)('one trial per email address on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startListeningServer(engine);
  });
  afterAll(async () => server.close());

  const call = (who: TestLearner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  /** Opens a monthly checkout and pays it; the trial days the checkout offered. */
  async function subscribe(who: TestLearner): Promise<number> {
    const started = await call(who, 'POST', '/api/payments/checkout-session', { plan: 'monthly' });
    expect(started.statusCode, started.body).toBe(200);
    const id = String(started.json().url).split('/').pop();
    const offered = (await call(who, 'GET', `/api/payments/checkout-sessions/${id}`)).json().trialDays;
    expect((await call(who, 'POST', `/api/payments/checkout-sessions/${id}/pay`, GOOD_CARD)).statusCode).toBe(
      200,
    );
    return offered;
  }

  /** Signs up again with `email` (any case) and completes the after-sign-in setup. */
  async function signUpAgain(email: string, password: string): Promise<TestLearner> {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/account/continue',
      payload: { email, password },
    });
    expect(created.statusCode, created.body).toBe(201);
    const learner = { email, password, cookie: cookieFrom(created), userId: created.json().userId };
    expect((await call(learner, 'POST', '/api/me/setup', { timeZone: 'UTC' })).statusCode).toBe(200);
    return learner;
  }

  it('gives a returning address no second trial: the checkout works and is paid at once', async () => {
    const first = await registerSetUpLearner(server.app);
    expect(await subscribe(first)).toBe(7);
    expect((await call(first, 'GET', '/api/me')).json().subscriptionStatus).toBe('trialing');
    const removed = await call(first, 'DELETE', '/api/me', { password: first.password });
    expect(removed.statusCode, removed.body).toBe(204);

    const again = await signUpAgain(first.email.toUpperCase(), 'another-pass-1');
    expect(again.userId).not.toBe(first.userId);
    expect(await subscribe(again)).toBe(0);
    const me = (await call(again, 'GET', '/api/me')).json();
    expect(me.subscriptionStatus).toBe('active');
    expect(me.trialEndsAt).toBeNull();
  });

  it('keeps only a keyed hash of the address, and a new address still gets its trial', async () => {
    const learner = await registerSetUpLearner(server.app);
    expect(await subscribe(learner)).toBe(7);
    const claims = await server.database.db.select().from(trialClaims);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.emailHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(claim)).not.toContain('@');
    }
    const other = await registerSetUpLearner(server.app);
    expect(await subscribe(other)).toBe(7);
  });
});
