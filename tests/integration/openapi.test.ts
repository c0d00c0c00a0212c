import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { startTestServer } from '../support/test-server';

describe('OpenAPI document', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server.close());

  it('documents every /api route with schemas generated from the zod contracts', async () => {
    const response = await server.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(
      doc.paths as Record<string, Record<string, { summary: string }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const apiRoutes = server.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(documented.length).toBe(apiRoutes.length + 2); // plus /healthz and /readyz
    // Every route has a written summary, not the fallback "METHOD url".
    for (const { key, op } of documented)
      expect(op.summary, key).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
    const review = doc.paths['/api/vocabulary/{id}/review'].post;
    expect(review.requestBody.content['application/json'].schema.properties.rating.enum).toEqual([
      'again',
      'hard',
      'good',
      'easy',
    ]);
  });
});
