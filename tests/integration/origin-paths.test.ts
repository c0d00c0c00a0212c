/**
 * The cross-site guard holds however the path is spelled. Fastify routes
 * `/%61pi/…` to `/api/…`; a check on the raw URL's prefix let a page on another port of the same
 * host add words and cancel a trial with a no-cors POST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { registerSetUpLearner, startTestServer } from '../support/test-server';

/** The app's own origin in tests (PUBLIC_URL defaults to http://HOST:PORT), and a neighbour's. */
const OURS = 'http://127.0.0.1:3000';
const NEIGHBOUR = 'http://127.0.0.1:8081';

const SPELLINGS = [
  '/%61pi/vocabulary',
  '/api/%76ocabulary',
  '/%2561pi/vocabulary',
  '//api/vocabulary',
  '/./api/vocabulary',
  '/API/vocabulary',
  '/Api/vocabulary',
  '/api/vocabulary/',
  '/api//vocabulary',
];

describe('the origin check on every spelling of a path', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server.close());

  it('refuses a cross-site POST whatever the path looks like, and nothing is stored', async () => {
    const who = await registerSetUpLearner(server.app);
    for (const url of SPELLINGS) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { cookie: who.cookie, origin: NEIGHBOUR },
        payload: { word: 'robado', translation: 'stolen' },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe('This request came from another site and was refused.');
    }
    const list = await server.app.inject({ url: '/api/vocabulary', headers: { cookie: who.cookie } });
    expect(list.json().total).toBe(0);
  });

  it('refuses a cross-site cancel through an encoded path; the same request from our origin works', async () => {
    const who = await registerSetUpLearner(server.app);
    const cancel = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: '/%61pi/payments/subscription/cancel',
        headers: { cookie: who.cookie, origin },
        payload: {},
      });
    expect((await cancel(NEIGHBOUR)).statusCode).toBe(403);
    // From our own page the encoded path reaches the real route, which answers for itself.
    const ours = await cancel(OURS);
    expect(ours.statusCode).not.toBe(403);
    expect(ours.json().message).not.toMatch(/^Route .* not found$/);
    const added = await server.app.inject({
      method: 'POST',
      url: '/%61pi/vocabulary',
      headers: { cookie: who.cookie, origin: OURS },
      payload: { word: 'propio', translation: 'own' },
    });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('still lets the payment webhook through by its route, and only it', async () => {
    const webhook = await server.app.inject({
      method: 'POST',
      url: '/%61pi/payments/webhook',
      headers: { origin: NEIGHBOUR },
      payload: {},
    });
    expect(webhook.statusCode).not.toBe(403);
    expect(webhook.json().message).not.toMatch(/^Route .* not found$/);
  });
});
