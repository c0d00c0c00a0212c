import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { emailOutbox } from '../../src/server/db/schema';
import {
  ENGINES,
  cookieFrom,
  registerLearner,
  startTestServer,
  type TestLearner,
} from '../support/test-server';

describe.each(ENGINES)('sessions, mail and profile fields on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const post = (url: string, payload: unknown, cookie?: string, remoteAddress?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /** A second device: the same learner signs in again and gets a session of its own. */
  const signInAgain = async (learner: TestLearner, password = learner.password) => {
    const response = await post('/api/account/continue', { email: learner.email, password });
    expect(response.statusCode).toBe(200);
    return cookieFrom(response);
  };

  describe('password change and reset end other sessions', () => {
    it('revokes every other session on password change; this one continues', async () => {
      const learner = await registerLearner(server.app);
      const phone = await signInAgain(learner);
      expect((await me(phone)).statusCode).toBe(200);
      const change = await post(
        '/api/account/password',
        { currentPassword: learner.password, newPassword: 'brand-new-pass' },
        learner.cookie,
      );
      expect(change.statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      const renewed = cookieFrom(change);
      expect(renewed).not.toBe('');
      expect((await me(renewed)).statusCode).toBe(200);
    });

    it('revokes other sessions when better-auth is asked directly, too', async () => {
      const learner = await registerLearner(server.app);
      const phone = await signInAgain(learner);
      const change = await post(
        '/api/auth/change-password',
        { currentPassword: learner.password, newPassword: 'brand-new-pass', revokeOtherSessions: false },
        learner.cookie,
      );
      expect(change.statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
    });

    it('revokes all sessions on password reset', async () => {
      const learner = await registerLearner(server.app);
      const phone = await signInAgain(learner);
      const asked = await post('/api/account/password-reset/request', { email: learner.email });
      expect(asked.statusCode).toBe(200);
      const [mail] = await server.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, learner.email))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] as string;
      const follow = await server.app.inject({ url: new URL(link).pathname + new URL(link).search });
      const token = new URL(String(follow.headers.location), 'http://x').searchParams.get('token');
      const reset = await post('/api/account/password-reset', { token, newPassword: 'after-reset-1' });
      expect(reset.statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(learner.cookie)).statusCode).toBe(401);
    });
  });

  describe('mail-sending routes are limited per account and per recipient', () => {
    it('sends at most 3 verification emails an hour for one account', async () => {
      const learner = await registerLearner(server.app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post('/api/account/verification-email', {}, learner.cookie)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      const limited = await post('/api/account/verification-email', {}, learner.cookie);
      expect(limited.json().message).toMatch(/wait an hour/);
      const sent = await server.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, learner.email));
      expect(sent.length).toBe(3);
    });

    it('sends at most 5 emails an hour to one recipient, whoever asks and through whichever route', async () => {
      const learner = await registerLearner(server.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await post(
          '/api/account/password-reset/request',
          { email: learner.email },
          undefined,
          `127.200.${i}.${engine === 'pglite' ? 1 : 2}`,
        );
        statuses.push(response.statusCode);
      }
      for (let i = 0; i < 3; i += 1) {
        const response = await post(
          '/api/auth/request-password-reset',
          { email: learner.email, redirectTo: '/reset-password' },
          undefined,
          `127.201.${i}.${engine === 'pglite' ? 1 : 2}`,
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const sent = await server.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, learner.email));
      expect(sent.length).toBe(5);
    });
  });

  describe('name and image are validated wherever they enter', () => {
    const update = (learner: TestLearner, payload: unknown) =>
      post('/api/auth/update-user', payload, learner.cookie);

    it.each([
      ['a 100,000-character name', { name: 'x'.repeat(100_000) }, /^name: must be at most 80 characters/],
      ['a null name', { name: null }, /^name: must be text/],
      ['a number as name', { name: 42 }, /^name: must be text/],
      ['a javascript: image', { image: 'javascript:alert(1)' }, /^image: must be an http\(s\) address/],
      [
        'a 3,000-character image URL',
        { image: `https://example.com/${'a'.repeat(3000)}` },
        /^image: must be at most 2048/,
      ],
    ])('refuses %s on /api/auth/update-user with a 400', async (_label, payload, message) => {
      const learner = await registerLearner(server.app);
      const response = await update(learner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('accepts a good name and image, or a null image', async () => {
      const learner = await registerLearner(server.app);
      expect(
        (await update(learner, { name: '  Ana  ', image: 'https://example.com/a.png' })).statusCode,
      ).toBe(200);
      expect((await update(learner, { image: null })).statusCode).toBe(200);
    });

    it('refuses a 100,000-character name on better-auth sign-up', async () => {
      const response = await post(
        '/api/auth/sign-up/email',
        {
          email: `long-${Date.now()}-${engine}@example.com`,
          password: 'secret123',
          name: 'x'.repeat(100_000),
        },
        undefined,
        `127.202.0.${engine === 'pglite' ? 1 : 2}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^name: must be at most 80 characters/);
    });
  });
});
