import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/** Field names the API's bodies use: each bad payload sets all of them, so every route meets its own. */
const FIELDS = [
  'email',
  'password',
  'rememberMe',
  'currentPassword',
  'newPassword',
  'token',
  'name',
  'image',
  'word',
  'translation',
  'context',
  'definition',
  'category',
  'difficulty',
  'rating',
  'reviewId',
  'reviewedAt',
  'timeZone',
  'displayName',
  'questionId',
  'selectedAnswer',
  'timeSpent',
  'responses',
  'answers',
  'plan',
  'text',
  'targetLanguage',
  'messages',
  'onboardingData',
  'choice',
  'number',
  'expiry',
  'cvc',
  'postalCode',
  'lessonId',
  'progress',
  'completed',
  'score',
  'clientId',
  'duration',
  'timestamp',
  'topic',
  'level',
  'settings',
  'uiLanguage',
  'notifications',
  'dailyGoal',
  'callbackURL',
  'redirectTo',
  'id',
  'limit',
  'offset',
];

const HUGE = 'x'.repeat(200_000);
const VARIANTS: Record<string, unknown> = {
  null: null,
  number: 42,
  'huge number': 1e308,
  'negative huge number': -1e308,
  'non-integer': 0.5,
  boolean: true,
  'NUL string': 'a\u0000b',
  'huge string': HUGE,
  array: [1, 'a', null],
  object: { nested: { deeper: 'a\u0000' } },
  'empty string': '',
};

const deepJson = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

describe.each(ENGINES)('no 5xx on bad input, over every JSON route (%s)', (engine) => {
  let server: Server;
  let learner: TestLearner;
  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = await registerSetUpLearner(server.app);
  });
  afterAll(async () => server.close());

  const routes = () =>
    server.app.routeList.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.url !== '/api/realtime',
    );
  const fill = (url: string, value: string) => url.replace(/:(\w+)/g, () => value).replace('*', 'x');

  async function send(method: string, url: string, payload?: string) {
    const response = await server.app.inject({
      method: method as 'POST',
      url,
      headers: {
        cookie: learner.cookie,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    return response;
  }

  function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  }

  it('answers wrong types, missing fields, NUL, huge numbers and huge strings with 4xx', async () => {
    expect(routes().length).toBeGreaterThan(20);
    for (const route of routes()) {
      const url = fill(route.url, '00000000-0000-0000-0000-000000000000');
      if (route.method === 'GET' || route.method === 'DELETE') {
        expectNo5xx(await send(route.method, url), `${route.method} ${url}`);
        continue;
      }
      const bodies: [string, string][] = [
        ['{}', '{}'],
        ['[]', '[]'],
        ['"text"', '"text"'],
        ['null', 'null'],
        ['12', '12'],
        ...Object.entries(VARIANTS).map(([label, value]): [string, string] => [
          `every field ${label}`,
          JSON.stringify(everyField(value)),
        ]),
      ];
      for (const [label, body] of bodies)
        expectNo5xx(await send(route.method, url, body), `${route.method} ${url} ${label}`);
    }
  });

  it('refuses 20,000 levels of nesting with a 400 before parsing, on every body route', async () => {
    for (const route of routes()) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      const url = fill(route.url, '00000000-0000-0000-0000-000000000000');
      const response = await send(route.method, url, deepJson(20_000));
      if (url === '/api/payments/webhook') {
        expectNo5xx(response, url);
        continue;
      }
      expect(response.statusCode, `${route.method} ${url}`).toBe(400);
      expect(response.json().message).toMatch(/nested deeper than 64 levels/);
    }
    const auth = await send('POST', '/api/auth/sign-in/email', `{"email":${deepJson(20_000)}}`);
    expect(auth.statusCode).toBe(400);
  });

  it('refuses a NUL character in a text field or a path parameter with a 400 naming it', async () => {
    const word = await send(
      'POST',
      '/api/vocabulary',
      JSON.stringify({ word: 'ho\u0000la', translation: 'hi' }),
    );
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('word: must not contain the NUL character (\\u0000)');
    const me = await send('PATCH', '/api/me', JSON.stringify({ displayName: 'A\u0000' }));
    expect(me.statusCode).toBe(400);
    const lesson = await send('POST', '/api/lessons/a%00b/progress', JSON.stringify({}));
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json().message).toMatch(/^params\.id: must not contain the NUL/);
    for (const route of routes()) {
      if (!route.url.includes(':')) continue;
      const response = await send(
        route.method,
        fill(route.url, 'a%00b'),
        route.method === 'GET' ? undefined : '{}',
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
    }
  });

  it('survives arbitrary JSON on every body route (property-based)', async () => {
    const bodyRoutes = routes().filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyRoutes),
        fc.jsonValue({ maxDepth: 4 }),
        async (route, value) => {
          const url = fill(route.url, '00000000-0000-0000-0000-000000000000');
          const response = await send(route.method, url, JSON.stringify(value));
          expectNo5xx(response, `${route.method} ${url} ${JSON.stringify(value).slice(0, 200)}`);
        },
      ),
      { numRuns: 150 },
    );
  });
});
