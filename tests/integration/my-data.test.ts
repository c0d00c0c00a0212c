import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { authAccount, authSession } from '../../src/server/db/auth-schema';
import { loadSessionProfile } from '../../src/server/modules/realtime/profile';
import { loadMemory } from '../../src/server/realtime/memory-store';
import { buildInstructions } from '../../src/server/realtime/session-config';
import type { Server } from '../../src/server/compose';
import {
  ENGINES,
  cookieFrom,
  registerSetUpLearner,
  startTestServer,
  type TestLearner,
} from '../support/test-server';

describe.each(ENGINES)('learner data API on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const remember = (who: TestLearner, key: string, value: string) =>
    call('PUT', `/api/me/memories/${key}`, who.cookie, { value });

  it('lists, edits and forgets memories; the tutor loads exactly the list', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    expect((await remember(who, 'pet_name', 'Luna')).statusCode).toBe(200);
    expect((await remember(who, 'home_city', 'Leeds')).json()).toMatchObject({
      key: 'home_city',
      value: 'Leeds',
    });
    expect((await remember(who, 'pet_name', '  Luna the cat ')).json().value).toBe('Luna the cat');
    const list = (await call('GET', '/api/me/memories', who.cookie)).json();
    expect(list.memories.map((m: { key: string; value: string }) => [m.key, m.value])).toEqual([
      ['home_city', 'Leeds'],
      ['pet_name', 'Luna the cat'],
    ]);
    expect(await loadMemory(server.database.db, who.userId)).toEqual({
      home_city: 'Leeds',
      pet_name: 'Luna the cat',
    });

    expect((await call('DELETE', '/api/me/memories/pet_name', other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/memories', other.cookie)).json().memories).toEqual([]);
    expect((await call('DELETE', '/api/me/memories/pet_name', who.cookie)).statusCode).toBe(204);
    expect(await loadMemory(server.database.db, who.userId)).toEqual({ home_city: 'Leeds' });
    // The next tutor session is built from exactly the listed facts.
    const next = buildInstructions(await loadSessionProfile(server.database.db, who.userId, undefined));
    expect(next).toContain('Leeds');
    expect(next).not.toContain('Luna');
    expect((await call('DELETE', '/api/me/memories/pet_name', who.cookie)).statusCode).toBe(404);

    expect((await remember(who, 'Bad-Key', 'x')).statusCode).toBe(400);
    expect((await remember(who, 'ok_key', '   ')).statusCode).toBe(400);
    expect((await remember(who, 'ok_key', 'x'.repeat(201))).statusCode).toBe(400);

    await remember(who, 'job', 'nurse');
    expect((await call('DELETE', '/api/me/memories', who.cookie)).json()).toEqual({ deleted: 2 });
    expect(await loadMemory(server.database.db, who.userId)).toEqual({});
    expect((await call('GET', '/api/me/memories', '')).statusCode).toBe(401);
  });

  it('exports every row about the learner and no secrets', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who.cookie, { word: 'gato', translation: 'cat' });
    await call('POST', '/api/vocabulary', other.cookie, { word: 'perro', translation: 'dog' });
    await remember(who, 'pet_name', 'Luna');
    const response = await call('GET', '/api/me/export', who.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="charla-data-/);
    const data = response.json();
    expect(data.userId).toBe(who.userId);
    expect(data.tables.vocabulary.map((row: { word: string }) => row.word)).toEqual(['gato']);
    expect(data.tables.tutor_memory).toHaveLength(1);
    expect(data.tables.users[0].email).toBe(who.email);
    expect(data.tables.auth_user[0].email).toBe(who.email);
    expect(data.tables.auth_account[0].providerId).toBe('credential');
    expect(data.tables.auth_session.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('perro');
    for (const secret of ['"password"', '"token"', '"accessToken"', '"refreshToken"']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('an account without a password confirms deletion by a recent sign-in (re-sign-in with Google)', async () => {
    const who = await registerSetUpLearner(server.app);
    const stale = await registerSetUpLearner(server.app);
    // As if both had only ever signed in with Google: no password on their accounts.
    for (const learner of [who, stale])
      await server.database.db
        .update(authAccount)
        .set({ providerId: 'google', password: null })
        .where(eq(authAccount.userId, learner.userId));
    await server.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(authSession.userId, stale.userId));
    const refused = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: stale.cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/sign in again with Google/);
    expect((await call('GET', '/api/me', stale.cookie)).statusCode).toBe(200);
    const done = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(204);
    expect((await call('GET', '/api/me', who.cookie)).statusCode).toBe(401);
  });

  it('asks for the password of an account that has one', async () => {
    const who = await registerSetUpLearner(server.app);
    const missing = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your password.');
  });

  it('deletes the account only with the password; every row goes and sign-in fails', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who.cookie, { word: 'gato', translation: 'cat' });
    await call('POST', '/api/vocabulary', other.cookie, { word: 'perro', translation: 'dog' });
    await remember(who, 'pet_name', 'Luna');
    await server.database.db
      .insert(schema.analyticsEvents)
      .values({ userId: who.userId, name: 'test_event' });
    // A second device's session, which must end too.
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/account/continue',
      payload: { email: who.email, password: who.password },
      remoteAddress: '127.9.9.9',
    });
    const secondCookie = cookieFrom(second);
    expect((await call('GET', '/api/me', secondCookie)).statusCode).toBe(200);

    const wrong = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not correct.');
    expect((await call('GET', '/api/me', who.cookie)).statusCode).toBe(200);

    const done = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: { password: who.password },
    });
    expect(done.statusCode, done.body).toBe(204);
    expect(String(done.headers['set-cookie'])).toContain('charla.session_token=;');
    expect((await call('GET', '/api/me', who.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', secondCookie)).statusCode).toBe(401);

    const db = server.database.db;
    for (const table of [
      schema.vocabulary,
      schema.tutorMemory,
      schema.analyticsEvents,
      schema.authSession,
      schema.authAccount,
      schema.paymentCustomers,
    ]) {
      expect(await db.select().from(table).where(eq(table.userId, who.userId))).toEqual([]);
    }
    expect(await db.select().from(schema.users).where(eq(schema.users.uid, who.userId))).toEqual([]);
    expect(await db.select().from(schema.authUser).where(eq(schema.authUser.id, who.userId))).toEqual([]);
    // The other learner keeps everything.
    expect(
      await db.select().from(schema.vocabulary).where(eq(schema.vocabulary.userId, other.userId)),
    ).toHaveLength(1);

    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: who.email, password: who.password },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
