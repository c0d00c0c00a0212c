import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer, uniqueEmail } from '../support/test-server';

/** Paths that must answer without a session (auth itself, account flows, public config). */
const PUBLIC = [
  /^\/api\/auth\//,
  /^\/api\/account\/continue$/,
  /^\/api\/account\/password-reset/,
  /^\/api\/config$/,
  /^\/api\/session$/,
  /^\/api\/payments\/webhook$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/notifications\/unsubscribe$/,
];

describe.each(ENGINES)('API protection on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => server.close());

  it('answers 401 on every protected /api route without a session', async () => {
    const protectedRoutes = server.app.routeList.filter(
      (route) =>
        route.url.startsWith('/api/') && route.method !== 'HEAD' && !PUBLIC.some((re) => re.test(route.url)),
    );
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000');
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message).toBe('Please sign in to continue.');
    }
  });

  it('names the bad field of a malformed body', async () => {
    const learner = await registerLearner(server.app);
    const headers = { cookie: learner.cookie };
    const badZone = await server.app.inject({
      method: 'POST',
      url: '/api/me/setup',
      payload: { timeZone: 'Mars/Olympus' },
      headers,
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ field: 'timeZone', message: 'timeZone: Unknown time zone' });
    const unknownField = await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { subscriptionStatus: 'active' },
      headers,
    });
    expect(unknownField.statusCode).toBe(400);
    const badJson = await server.app.inject({
      method: 'POST',
      url: '/api/me/activity',
      payload: '{"timeZone": ',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/JSON/i);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/continue',
      payload: { email: 'a@example.com', password: 'x'.repeat(300_000) },
      remoteAddress: '127.0.0.77',
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/continue',
      payload: { email: uniqueEmail(), password: 'secret123' },
      headers: { origin: 'https://evil.example' },
      remoteAddress: '127.0.0.78',
    });
    expect(response.statusCode).toBe(403);
  });

  it('rate-limits sign-in attempts with a clear 429', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/account/continue',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: `127.0.1.${engine === 'pglite' ? 1 : 2}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/api/config', '/healthz', '/api/me']) {
      const response = await server.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    }
  });
});
