import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { decodeQuotedPrintable, startFakeSmtp } from '../support/fake-smtp';
import { ENGINES, registerLearner, startTestServer } from '../support/test-server';

describe.each(ENGINES)('password reset through SMTP on %s', (engine) => {
  let server: Server;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer(engine, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

  it('emails a link that sets a new password', async () => {
    const learner = await registerLearner(server.app);
    const request = await post('/api/account/password-reset/request', { email: learner.email });
    expect(request.statusCode).toBe(200);
    expect(request.json().message).toBe('Password reset email sent! Please check your inbox.');

    const mail = smtp.messages.find((message) => message.to.includes(learner.email));
    expect(mail).toBeDefined();
    const link = decodeQuotedPrintable(mail?.raw ?? '').match(
      /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/,
    )?.[0];
    expect(link).toBeDefined();

    // Following the link redirects to our reset screen with the token.
    const follow = await server.app.inject({
      url: new URL(link as string).pathname + new URL(link as string).search,
    });
    expect(follow.statusCode).toBe(302);
    const location = new URL(String(follow.headers.location), 'http://x');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/account/password-reset', { token, newPassword: 'fresh-pass-1' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/account/continue', { email: learner.email, password: learner.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/account/continue', { email: learner.email, password: 'fresh-pass-1' })).statusCode,
    ).toBe(200);
    // A used token cannot be used again.
    expect(
      (await post('/api/account/password-reset', { token, newPassword: 'another-pass' })).statusCode,
    ).toBe(400);
  });

  it.each([
    [{ email: '' }, 400, 'email: Please enter your email address first'],
    [{ email: 'nope' }, 400, 'email: Please enter a valid email address'],
    [{ email: 'nobody-here@example.com' }, 404, 'No account found with this email address'],
  ])('answers %j with %i', async (payload, status, message) => {
    const response = await post('/api/account/password-reset/request', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});
