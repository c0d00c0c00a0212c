import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { loadEnv } from '../../src/server/env';
import { SIGN_IN_FREE_FAILURES_PER_ACCOUNT } from '../../src/domain/account/abuse-limits';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/account/auth-messages';
import { createSignInGuard } from '../../src/server/lib/sign-in-guard';
import { resetPassword, verifyEmail } from '../support/mail-links';
import { ENGINES, registerLearner, startTestServer, uniqueEmail } from '../support/test-server';

const RAW_EMAIL = uniqueEmail('raw');

/** POST over a real socket with the path exactly as given (no client-side normalisation). */
function rawPost(port: number, path: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({ email: RAW_EMAIL, password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signIn = (server: Server, email: string, password: string, extra: object = {}) =>
  server.app.inject({ method: 'POST', url: '/api/account/continue', payload: { email, password }, ...extra });

describe('TRUST_PROXY setting', () => {
  it('is off by default, and takes a hop count or addresses/CIDR ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(ENGINES)('sign-in limits on %s', (engine) => {
  let server: Server;
  let proxied: Server;
  // No per-address request limit in the way: the failure rules alone decide.
  let roomy: Server;
  beforeAll(async () => {
    roomy = await startTestServer(engine);
    server = await startTestServer(engine, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    proxied = await startTestServer(engine, { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
    await roomy.close();
  });
  const net = engine === 'pglite' ? 10 : 20;

  it('ignores X-Forwarded-For unless a proxy is trusted: rotating it gives no more guesses', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await signIn(server, email, 'wrong-password', {
        remoteAddress: `127.${net}.0.1`,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY, takes the client address from the trusted proxy', async () => {
    const email = uniqueEmail();
    const from = (client: string) =>
      signIn(proxied, email, 'wrong-password', {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const client = `198.51.${net}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from(client)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await from(`198.51.${net}.8`)).statusCode).not.toBe(429);
  });

  it('limits better-auth sign-in on the normalised path: /api/auth/./sign-in/email counts too', async () => {
    // A real socket: the injector would resolve the dot segments itself, hiding the bypass.
    await proxied.app.listen({ host: '127.0.0.1', port: 0 });
    const address = proxied.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const statuses: number[] = [];
    for (const path of [
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/./sign-in/email',
      '/api/auth/sign-in/email',
    ]) {
      statuses.push(await rawPost(port, path, `192.0.2.${net}`));
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  /** Sign-in through either route from one client address; the status code. */
  const attempt = async (email: string, password: string, client: string, viaAuth = false) =>
    (viaAuth
      ? await roomy.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password },
          remoteAddress: client,
        })
      : await signIn(roomy, email, password, { remoteAddress: client })
    ).statusCode;
  const guesser = (n: number) => `127.${net}.3.${n}`;
  const owner = `127.${net}.4.1`;

  it("backs off a guesser's client, on both sign-in routes, while the owner's device signs in", async () => {
    const learner = await registerLearner(roomy.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(await attempt(learner.email, 'not-the-password', guesser(1), i % 2 === 1));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // That client now waits, even with the right password and on the other route.
    const held = await signIn(roomy, learner.email, learner.password, { remoteAddress: guesser(1) });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(50);
    expect(await attempt(learner.email.toUpperCase(), learner.password, guesser(1), true)).toBe(429);
    // The owner's own device, another client, is not held back by the guesser.
    expect(await attempt(learner.email, learner.password, owner)).toBe(200);
    expect(await attempt(learner.email, learner.password, owner, true)).toBe(200);
    // ...and the owner signing in gives the guesser no fresh allowance.
    expect(await attempt(learner.email, 'not-the-password', guesser(1))).toBe(429);
  });

  it('keeps guessing from many clients slow: a looser cap per account across all clients', async () => {
    const learner = await registerLearner(roomy.app);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_ACCOUNT; i += 1)
      statuses.push(await attempt(learner.email, `guess-${i}`, `127.${net}.${10 + (i % 40)}.${i}`));
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Past the account-wide allowance, every client waits.
    expect(await attempt(learner.email, learner.password, `127.${net}.5.1`)).toBe(429);
    expect(await attempt(learner.email, 'another-guess', `127.${net}.5.2`, true)).toBe(429);
  });

  it('a password reset forgets every count, so the owner signs in at once', async () => {
    const learner = await registerLearner(roomy.app);
    // Counted straight into the guard (the test above sends them as real sign-ins).
    const guard = createSignInGuard(roomy.database.db);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_ACCOUNT; i += 1)
      await guard.failed(learner.email, `127.${net}.${60 + (i % 40)}.${i}`);
    expect(await attempt(learner.email, learner.password, owner)).toBe(429);
    await resetPassword(roomy, learner.email, 'after-the-reset', `127.${net}.6.1`);
    expect(await attempt(learner.email, 'after-the-reset', owner)).toBe(200);
    expect(await attempt(learner.email, 'after-the-reset', `127.${net}.60.0`, true)).toBe(200);
  });

  it('a verified email link forgets every count too', async () => {
    const learner = await registerLearner(roomy.app);
    // The learner's own network is the one that failed (a shared address, a mistyped password).
    for (let i = 0; i < 5; i += 1) await attempt(learner.email, 'not-the-password', guesser(7));
    expect(await attempt(learner.email, learner.password, guesser(7))).toBe(429);
    await verifyEmail(roomy, learner);
    expect(await attempt(learner.email, learner.password, guesser(7))).toBe(200);
  });

  it("forgets a client's failures after it signs in; another client's success does not", async () => {
    const learner = await registerLearner(roomy.app);
    for (let i = 0; i < 4; i += 1) await attempt(learner.email, 'not-the-password', guesser(20));
    expect(await attempt(learner.email, learner.password, guesser(20))).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect(await attempt(learner.email, 'not-the-password', guesser(20))).toBe(401);
    expect(await attempt(learner.email, learner.password, owner)).toBe(200);
    expect(await attempt(learner.email, 'not-the-password', guesser(20))).toBe(401);
    expect(await attempt(learner.email, learner.password, guesser(20))).toBe(429);
  });

  it("a guess each time the wait ends doubles that client's wait and no other", async () => {
    const guard = createSignInGuard(roomy.database.db);
    const email = uniqueEmail('lapse');
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    for (let i = 0; i < 5; i += 1) await guard.failed(email, 'attacker', at(i));
    await expect(guard.check(email, 'attacker', at(59_000))).rejects.toMatchObject({ statusCode: 429 });
    await guard.check(email, 'attacker', at(61_000));
    await guard.failed(email, 'attacker', at(61_000));
    await expect(guard.check(email, 'attacker', at(61_000 + 119_000))).rejects.toMatchObject({
      statusCode: 429,
    });
    await guard.check(email, 'owner', at(61_001));
  });
});
