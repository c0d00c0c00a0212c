import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { loadEnv } from '../../src/server/env';
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
  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    proxied = await startTestServer(engine, { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
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

  it('backs off per account after failed sign-ins, from any address, on both sign-in routes', async () => {
    const learner = await registerLearner(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const viaAuth = i % 2 === 1;
      const response = viaAuth
        ? await server.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: learner.email, password: 'not-the-password' },
            remoteAddress: `127.${net}.1.${i + 1}`,
          })
        : await signIn(server, learner.email, 'not-the-password', { remoteAddress: `127.${net}.1.${i + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Locked now, even with the right password and a fresh address.
    const locked = await signIn(server, learner.email, learner.password, {
      remoteAddress: `127.${net}.1.99`,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(50);
    const lockedAuth = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: learner.email.toUpperCase(), password: learner.password },
      remoteAddress: `127.${net}.1.98`,
    });
    expect(lockedAuth.statusCode).toBe(429);
    // Another account is not affected.
    const other = await registerLearner(server.app);
    expect(
      (await signIn(server, other.email, other.password, { remoteAddress: `127.${net}.1.97` })).statusCode,
    ).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const learner = await registerLearner(server.app);
    for (let i = 0; i < 4; i += 1)
      await signIn(server, learner.email, 'not-the-password', { remoteAddress: `127.${net}.2.${i + 1}` });
    expect(
      (await signIn(server, learner.email, learner.password, { remoteAddress: `127.${net}.2.9` })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const response = await signIn(server, learner.email, 'not-the-password', {
        remoteAddress: `127.${net}.2.${i + 10}`,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
