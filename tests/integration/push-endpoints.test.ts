/**
 * A push subscription's endpoint cannot make the server call an address of
 * the caller's choosing (SSRF), and the test reminder is no probe.
 */
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushEndpointPolicy } from '../../src/server/adapters/push/push-endpoint-policy';
import { createPushSender } from '../../src/server/adapters/push/web-push-sender';
import type { Server } from '../../src/server/compose';
import { pushSubscriptions } from '../../src/server/db/schema';
import { verifyEmail } from '../support/mail-links';
import { startPushEndpoint } from '../support/push-endpoint';
import { registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/** A loopback server that counts what reaches it and answers with `answer`. */
async function listener(answer: (res: ServerResponse) => void = (res) => res.end()) {
  let hits = 0;
  const server: HttpServer = createServer((req, res) => {
    hits += 1;
    req.resume();
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('push endpoints with the default policy', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server.close());

  const subscribe = (who: TestLearner, endpoint: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/notifications/push-subscription',
      headers: { cookie: who.cookie },
      payload: { endpoint, keys: KEYS },
    });
  const stored = async (who: TestLearner) =>
    (
      await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, who.userId))
    ).map((row) => row.endpoint);

  it('refuses endpoints that are not a browser push service, and the server never calls them', async () => {
    const target = await listener();
    try {
      const who = await registerSetUpLearner(server.app);
      await verifyEmail(server, who);
      for (const endpoint of [
        `http://127.0.0.1:${target.port}/`,
        `http://localhost:${target.port}/`,
        `https://[::ffff:127.0.0.1]:${target.port}/`,
        `https://0x7f000001:${target.port}/`,
        `https://2130706433:${target.port}/`,
        `https://127.1:${target.port}/`,
        'file:///etc/passwd',
        'gopher://127.0.0.1:70/',
        'javascript:alert(1)',
        'https://fcm.googleapis.com.attacker.test/x',
      ]) {
        const response = await subscribe(who, endpoint);
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json().message).toMatch(/not one we can send reminders to/);
      }
      expect(await stored(who)).toEqual([]);
      const test = await server.app.inject({
        method: 'POST',
        url: '/api/notifications/test',
        headers: { cookie: who.cookie },
      });
      expect(test.json()).toEqual({ email: true, push: 0, emailMessage: null });
      expect(target.hits()).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('keeps a learner’s newest 10 devices', async () => {
    const who = await registerSetUpLearner(server.app);
    const endpoints = Array.from({ length: 12 }, (_, i) => `https://fcm.googleapis.com/fcm/send/device-${i}`);
    for (const endpoint of endpoints) {
      expect((await subscribe(who, endpoint)).statusCode).toBe(201);
      // Distinct creation times, so "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await stored(who)).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('leaves an endpoint with the learner who stored it first', async () => {
    const first = await registerSetUpLearner(server.app);
    const second = await registerSetUpLearner(server.app);
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/shared-device';
    expect((await subscribe(first, endpoint)).statusCode).toBe(201);
    const taken = await subscribe(second, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/another account/);
    expect(await stored(first)).toEqual([endpoint]);
    expect(await stored(second)).toEqual([]);
    // The first learner refreshing their own device still works.
    expect((await subscribe(first, endpoint)).statusCode).toBe(201);
  });

  it('limits test reminders to 5 an hour per learner', async () => {
    const who = await registerSetUpLearner(server.app);
    const send = () =>
      server.app.inject({ method: 'POST', url: '/api/notifications/test', headers: { cookie: who.cookie } });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 test reminders an hour/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the push sender', () => {
  it('refuses to connect when a name resolves to a non-public address', async () => {
    const target = await startPushEndpoint();
    try {
      // A policy that lets the name through, as a public push service's name would be.
      const sender = createPushSender(await realKeys(), 'mailto:test@example.com', {
        refusal: () => null,
        needsPublicAddress: () => true,
      });
      const endpoint = target.subscription.endpoint.replace('127.0.0.1', 'localhost');
      await expect(sender.send({ endpoint, ...flat(target.subscription) }, '{}')).rejects.toThrow(
        /non-public address/,
      );
      expect(target.received).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it('never follows a redirect to a second address', async () => {
    const second = await listener();
    const first = await listener((res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${second.port}/` });
      res.end();
    });
    try {
      const sender = createPushSender(
        await realKeys(),
        'mailto:test@example.com',
        createPushEndpointPolicy('http://127.0.0.1'),
      );
      const sub = { endpoint: `http://127.0.0.1:${first.port}/push/1`, ...flatKeys() };
      await expect(sender.send(sub, '{}')).rejects.toThrow(/answered 307/);
      expect(first.hits()).toBe(1);
      expect(second.hits()).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('gives up on a push service that never answers within 5 seconds', async () => {
    const hanging = await listener(() => undefined);
    try {
      const sender = createPushSender(
        await realKeys(),
        'mailto:test@example.com',
        createPushEndpointPolicy('http://127.0.0.1'),
      );
      const started = performance.now();
      await expect(
        sender.send({ endpoint: `http://127.0.0.1:${hanging.port}/push/1`, ...flatKeys() }, '{}'),
      ).rejects.toThrow(/timed out/);
      expect(performance.now() - started).toBeLessThan(7_000);
    } finally {
      await hanging.close();
    }
  }, 15_000);
});

/** A real VAPID key pair (web-push checks their shape). */
async function realKeys() {
  const webPush = (await import('web-push')).default;
  return webPush.generateVAPIDKeys();
}

const flatKeys = () => ({ p256dh: KEYS.p256dh, auth: KEYS.auth });
const flat = (sub: { keys: { p256dh: string; auth: string } }) => ({
  p256dh: sub.keys.p256dh,
  auth: sub.keys.auth,
});
