import { describe, expect, it } from 'vitest';
import { operationIdOf, refineDocument, tagOf } from './refine-document';

describe('refining the generated API document', () => {
  it.each([
    ['post', '/api/vocabulary/{id}/review', 'postVocabularyByIdReview'],
    ['get', '/api/me/settings', 'getMeSettings'],
    ['post', '/api/payments/checkout-session', 'postPaymentsCheckoutSession'],
    ['get', '/healthz', 'getHealthz'],
  ])('%s %s is named %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });

  it('tags an operation by its area', () => {
    expect(tagOf('/api/vocabulary/due')).toBe('vocabulary');
    expect(tagOf('/readyz')).toBe('health');
  });

  it('adds the error answers an operation can give, and the refusals it declares', () => {
    // One route answering two methods: the generator shares one operation object between them.
    const catchAll = { parameters: [{ in: 'path', name: '*' }], security: [], responses: {} };
    const refined = refineDocument({
      paths: {
        '/api/vocabulary/{id}': {
          delete: {
            parameters: [{ in: 'path', name: 'id' }],
            responses: { 204: { description: 'Default Response' } },
          },
        },
        '/api/account/continue': {
          post: {
            security: [],
            requestBody: {},
            'x-refusals': [429],
            responses: { 200: { description: 'Default Response' } },
          },
        },
        '/api/auth/{*}': { get: catchAll, post: catchAll },
      },
    });
    const paths = refined.paths as Record<string, Record<string, Record<string, unknown>>>;
    const remove = paths['/api/vocabulary/{id}']?.delete as { responses: Record<string, unknown> };
    expect(Object.keys(remove.responses).sort()).toEqual(['204', '400', '401', '404']);
    expect(remove.responses['204']).toEqual({ description: 'Done, with nothing to return' });
    expect(remove.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const signIn = paths['/api/account/continue']?.post as Record<string, unknown>;
    expect(Object.keys(signIn.responses as object).sort()).toEqual(['200', '400', '429']);
    expect(signIn['x-refusals']).toBeUndefined();
    expect(signIn.operationId).toBe('postAccountContinue');
    expect(paths['/api/auth/{path}']?.get?.parameters).toEqual([{ in: 'path', name: 'path' }]);
    expect(paths['/api/auth/{*}']).toBeUndefined();
    expect([
      paths['/api/auth/{path}']?.get?.operationId,
      paths['/api/auth/{path}']?.post?.operationId,
    ]).toEqual(['getAuthByPath', 'postAuthByPath']);
    const components = refined.components as { responses: Record<string, { headers?: object }> };
    expect(components.responses.TooManyRequests?.headers).toHaveProperty('Retry-After');
    const tags = refined.tags as { name: string; description?: string }[];
    expect(tags.map((tag) => tag.name)).toEqual(['account', 'auth', 'vocabulary']);
    for (const tag of tags) expect(tag.description, tag.name).toMatch(/\w+ \w+/);
  });

  it('keeps the named schemas something refers to, directly or through another schema', () => {
    const refined = refineDocument({
      paths: {
        '/api/dashboard': {
          get: {
            responses: {
              200: {
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Dashboard' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Dashboard: { type: 'object', properties: { plan: { $ref: '#/components/schemas/Plan' } } },
          Plan: { type: 'object' },
          DashboardInput: { type: 'object' },
        },
      },
    });
    const schemas = (refined.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas).sort()).toEqual(['Dashboard', 'Error', 'Plan']);
  });
});
