import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { registerLearner, startTestServer } from '../support/test-server';

/** Outside the zod contracts by design: better-auth answers its own routes; the relay speaks events. */
const EXCEPTIONS = ['GET /api/auth/*', 'POST /api/auth/*', 'GET /api/realtime'];

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('Routes described by their schemas', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server.close());

  const apiRoutes = () =>
    server.app.routeList.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

  it('gives every /api route a response schema, except the documented exceptions', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .map((route) => ({ key: `${route.method} ${route.url}`, codes: route.responseCodes }))
      .filter(({ key, codes }) => codes.length === 0 && !EXCEPTIONS.includes(key))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('lists each route in /api/openapi.json with the request and response schemas it declares', async () => {
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.url}`;
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, key).toBeDefined();
      if (!operation || EXCEPTIONS.includes(key)) continue;
      for (const code of route.responseCodes) {
        const response = operation.responses[code];
        expect(response, `${key} ${code}`).toBeDefined();
        // A 204 has no body to describe; every other answer names its content's schema.
        if (code !== '204')
          expect(Object.values(response?.content ?? {})[0]?.schema, `${key} ${code}`).toBeDefined();
      }
      if (route.requestParts.includes('body'))
        expect(operation.requestBody?.content['application/json']?.schema, key).toBeDefined();
      if (route.requestParts.includes('params'))
        expect(
          operation.parameters?.some((p) => p.in === 'path'),
          key,
        ).toBe(true);
      if (route.requestParts.includes('querystring'))
        expect(
          operation.parameters?.some((p) => p.in === 'query'),
          key,
        ).toBe(true);
    }
  });

  it('strips a field the contract does not name from a response', async () => {
    const learner = await registerLearner(server.app);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/assessments/quick',
      headers: { cookie: learner.cookie },
      payload: {
        answers: [
          { questionId: 'quick-greeting', selectedAnswer: 1 },
          { questionId: 'quick-yesterday', selectedAnswer: 0 },
          { questionId: 'quick-bill', selectedAnswer: 3 },
        ],
      },
    });
    expect(saved.statusCode).toBe(201);
    // The stored scoring gains a field outside the contract (an older or newer writer, say).
    await server.database.db.execute(
      sql`update assessment_results set scoring = scoring || '{"internalNote":"not for the API"}'::jsonb
          where user_id = ${learner.userId}`,
    );
    const stored = await server.database.db.execute(
      sql`select scoring from assessment_results where user_id = ${learner.userId}`,
    );
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows) as {
      scoring: Record<string, unknown>;
    }[];
    expect(rows[0]?.scoring.internalNote).toBe('not for the API');

    const latest = await server.app.inject({
      url: '/api/assessments/latest',
      headers: { cookie: learner.cookie },
    });
    expect(latest.statusCode).toBe(200);
    const scoring = latest.json().result.scoring as Record<string, unknown>;
    expect(scoring.totalQuestions).toBe(3);
    expect(scoring).not.toHaveProperty('internalNote');
  });
});
