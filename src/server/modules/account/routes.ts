import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changePasswordSchema,
  credentialsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../contracts/account';
import { REGISTER_MESSAGES, RESET_MESSAGES } from '../../../domain/account/auth-messages';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../lib/http-errors';
import type { MailLimits } from '../../lib/mail-limits';
import type { RateLimiter, SignInGuard } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import type { AccountService } from './service';

/** Catalogue code for a credentials validation failure (spec doc 1 §8). */
function credentialsError(error: unknown): never {
  if (error instanceof HttpError && error.details?.field === 'email') {
    throw new HttpError(400, REGISTER_MESSAGES['invalid-email'], 'invalid-email', error.details);
  }
  if (error instanceof HttpError && error.details?.field === 'password') {
    throw new HttpError(400, REGISTER_MESSAGES['weak-password'], 'weak-password', error.details);
  }
  throw error;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountService;
    auth: Auth;
    limiter: RateLimiter;
    signIn: SignInGuard;
    beforeMail: MailLimits;
  },
): void {
  const { accounts, auth, limiter, signIn, beforeMail } = deps;

  app.post('/api/account/continue', async (request, reply) => {
    await limiter(`sign-in:${request.ip}`);
    let input;
    try {
      input = parseWith(credentialsSchema, request.body);
    } catch (error) {
      credentialsError(error);
    }
    // Per account as well as per client: rotating addresses does not buy more password guesses.
    await signIn.check(input.email);
    let outcome;
    try {
      outcome = await accounts.continueWithEmail(input, fromNodeHeaders(request.headers));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await signIn.failed(input.email);
      throw error;
    }
    const { response, created } = outcome;
    await signIn.succeeded(input.email);
    const body = (await response.json()) as { user: { id: string } };
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    return reply.status(created ? 201 : 200).send({ created, userId: body.user.id });
  });

  app.post('/api/account/password-reset/request', async (request) => {
    await limiter(`reset:${request.ip}`);
    const { email } = parseWith(passwordResetRequestSchema, request.body);
    await beforeMail({ to: email });
    await accounts.requestPasswordReset(email, fromNodeHeaders(request.headers));
    return { message: RESET_MESSAGES.sent };
  });

  app.post('/api/account/password-reset', async (request) => {
    await limiter(`reset:${request.ip}`);
    const { token, newPassword } = parseWith(passwordResetSchema, request.body);
    await accounts.resetPassword(token, newPassword);
    return { message: 'Your password has been changed. You can now sign in.' };
  });

  app.post('/api/account/password', async (request, reply) => {
    requireUser(request);
    const input = parseWith(changePasswordSchema, request.body);
    // Every other session of the learner ends; this one continues under a fresh session cookie.
    const response = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    if (!response.ok) throw new HttpError(400, 'Your current password is not correct.', 'wrong-password');
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    return { message: 'Password updated.' };
  });

  app.post('/api/account/verification-email', async (request) => {
    const user = requireUser(request);
    if (user.emailVerified) return { message: 'Your email address is already confirmed.' };
    await beforeMail({ to: user.email, accountId: user.id });
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/settings' } });
    return { message: `We sent a confirmation link to ${user.email}.` };
  });
}
