import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, cookieFrom, registerLearner, startTestServer, uniqueEmail } from '../support/test-server';

describe.each(ENGINES)('accounts on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

  it('signs up a new learner, who then lands on /quick-start with a default document', async () => {
    const email = uniqueEmail();
    const response = await post('/api/account/continue', { email, password: 'secret1' });
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toBe(true);
    const cookie = cookieFrom(response);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const setup = await post('/api/me/setup', { timeZone: 'Europe/Madrid' }, cookie);
    expect(setup.statusCode).toBe(200);
    const { user, next } = setup.json();
    expect(next).toBe('/quick-start');
    expect(user).toMatchObject({
      email,
      onboardingCompleted: false,
      assessmentCompleted: false,
      // A sign-in is not practice: the streak starts at 0 (it said 1 before practice was required).
      learningStreak: 0,
      vocabularyReviewsDue: 0,
      subscriptionStatus: 'none',
      targetLanguage: 'es',
      nativeLanguage: 'en',
      timeZone: 'Europe/Madrid',
    });
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    expect(user.lastLoginAt).not.toBeNull();
  });

  it('routes to /payment when onboarding answers are waiting', async () => {
    const learner = await registerLearner(server.app);
    const setup = await post('/api/me/setup', { hasOnboardingData: true }, learner.cookie);
    expect(setup.json().next).toBe('/payment');
  });

  it('keeps the same payment customer across sign-ins', async () => {
    const learner = await registerLearner(server.app);
    const first = (await post('/api/me/setup', {}, learner.cookie)).json().user.stripeCustomerId;
    const second = (await post('/api/me/setup', {}, learner.cookie)).json().user.stripeCustomerId;
    expect(second).toBe(first);
  });

  it('signs in instead when the email is already registered', async () => {
    const learner = await registerLearner(server.app);
    const response = await post('/api/account/continue', {
      email: learner.email.toUpperCase(),
      password: learner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, userId: learner.userId });
    expect(cookieFrom(response)).toContain('charla.session_token=');
  });

  it('answers a wrong password with the catalogue text', async () => {
    const learner = await registerLearner(server.app);
    const response = await post('/api/account/continue', {
      email: learner.email,
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: 'wrong-password',
      message: 'Incorrect password. Please try again or use "Forgot Password".',
    });
  });

  it('tells a Google-only account to use Google', async () => {
    const email = uniqueEmail('google');
    await server.database.db.insert(authUser).values({ id: `g-${Date.now()}-${engine}`, name: 'Ana', email });
    const response = await post('/api/account/continue', { email, password: 'secret123' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'An account already exists with this email using a different sign-in method. Please try signing in with Google instead.',
    );
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'invalid-email', 'Please enter a valid email address.'],
    [
      { email: 'ana@example.com', password: '12345' },
      'weak-password',
      'Password should be at least 6 characters long.',
    ],
    [{ password: 'secret1' }, 'invalid-email', 'Please enter a valid email address.'],
  ])('rejects %j with %s', async (payload, code, message) => {
    const response = await post('/api/account/continue', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: code, message });
  });

  it('signs out: the old cookie no longer opens /api/me', async () => {
    const learner = await registerLearner(server.app);
    expect(
      (await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } })).statusCode,
    ).toBe(200);
    const out = await post('/api/auth/sign-out', {}, learner.cookie);
    expect(out.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } })).statusCode,
    ).toBe(401);
  });

  it('reports the streak without moving it (opening the app is not practice) and changes the display name', async () => {
    const learner = await registerLearner(server.app);
    const activity = await post('/api/me/activity', { timeZone: 'America/Mexico_City' }, learner.cookie);
    expect(activity.statusCode).toBe(200);
    expect(activity.json()).toEqual({ learningStreak: 0, lastActiveDate: null });
    const patch = await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { displayName: 'Ana López' },
      headers: { cookie: learner.cookie },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().displayName).toBe('Ana López');
  });

  it('changes the password from the account section', async () => {
    const learner = await registerLearner(server.app);
    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'nope-nope', newPassword: 'brandnew1' },
      learner.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      '/api/account/password',
      { currentPassword: learner.password, newPassword: 'brandnew1' },
      learner.cookie,
    );
    expect(ok.statusCode).toBe(200);
    const signIn = await post('/api/account/continue', { email: learner.email, password: 'brandnew1' });
    expect(signIn.statusCode).toBe(200);
  });

  it('reports health and readiness', async () => {
    expect((await server.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await server.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
