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
    // Every operation has a unique id and a tag; the shared error body is one named schema.
    const ids = documented.map(({ op }) => (op as { operationId?: string }).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { key, op } of documented) expect((op as { tags?: string[] }).tags, key).toHaveLength(1);
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.components.schemas.Error.required).toEqual(['error', 'message']);
    expect(Object.keys(doc.paths).some((path) => path.includes('{*}'))).toBe(false);
    // A protected route documents its 401, a route with input its 400, an id its 404.
    const review = doc.paths['/api/vocabulary/{id}/review'].post;
    expect(Object.keys(review.responses).sort()).toEqual(['200', '400', '401', '404', '409']);
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    // Shared schemas are named components that operations refer to.
    expect(doc.components.schemas.VocabularyItem).toBeDefined();
    expect(doc.paths['/api/vocabulary'].post.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/VocabularyItem',
    });
    expect(review.requestBody.content['application/json'].schema.properties.rating.enum).toEqual([
      'again',
      'hard',
      'good',
      'easy',
    ]);
  });
});
