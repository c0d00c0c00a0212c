import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { registerLearner, startTestServer } from '../support/test-server';

// A signed-out page asks who is here without a 401 the browser logs as an error.
describe('GET /api/session', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server.close());

  it('answers a visitor 200 with no user', async () => {
    const response = await server.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers a signed-in learner with their user document, as /api/me does', async () => {
    const learner = await registerLearner(server.app);
    const headers = { cookie: learner.cookie };
    const session = await server.app.inject({ url: '/api/session', headers });
    const me = await server.app.inject({ url: '/api/me', headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: me.json() });
  });
});
