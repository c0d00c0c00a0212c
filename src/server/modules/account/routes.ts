import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  continueResponseSchema,
  credentialsSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../contracts/account';
import { REGISTER_MESSAGES, RESET_MESSAGES } from '../../../domain/account/auth-messages';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { withSession } from '../../auth/session-scope';
import { HttpError } from '../../lib/http-errors';
import type { MailLimits } from '../../lib/mail-limits';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SignInGuard } from '../../lib/sign-in-guard';
import { onInvalid } from '../../lib/validate';
import type { AccountService } from './service';

/** Catalogue code for a credentials validation failure (product.md#errors-account). */
const credentialsBody = onInvalid(credentialsSchema.clone(), (error) => {
  if (error.details?.field === 'email')
    return new HttpError(400, REGISTER_MESSAGES['invalid-email'], 'invalid-email', error.details);
  if (error.details?.field === 'password')
    return new HttpError(400, REGISTER_MESSAGES['weak-password'], 'weak-password', error.details);
  return error;
});

const message = { 200: messageResponseSchema };

export interface AccountRouteDeps {
  accounts: AccountService;
  auth: Auth;
  limiter: RateLimiter;
  signIn: SignInGuard;
  beforeMail: MailLimits;
}

/** `/api/account/*`: email sign-in and password reset (public), password and verification (signed in). */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { accounts, auth, limiter, signIn, beforeMail } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/continue',
    {
      schema: {
        summary:
          'Email sign-in: creates the account, or signs in when the email is taken (product.md#sign-in)',
        'x-refusals': [429],
        security: [],
        body: credentialsBody,
        response: { 200: continueResponseSchema, 201: continueResponseSchema },
      },
      // Counted before the body is checked: malformed attempts cost the same as real ones.
      preValidation: async (request) => limiter(`sign-in:${request.ip}`),
    },
    async (request, reply) => {
      const input = request.body;
      // Per account and client, and per account overall: rotating addresses buys few guesses.
      await signIn.check(input.email, request.ip);
      let outcome;
      try {
        outcome = await accounts.continueWithEmail(input, fromNodeHeaders(request.headers));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401)
          await signIn.failed(input.email, request.ip);
        throw error;
      }
      const { response, created } = outcome;
      await signIn.succeeded(input.email, request.ip);
      const body = (await response.json()) as { user: { id: string } };
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.status(created ? 201 : 200).send({ created, userId: body.user.id });
    },
  );

  api.post(
    '/password-reset/request',
    {
      schema: {
        summary: 'Sends a password reset email',
        'x-refusals': [429],
        security: [],
        body: passwordResetRequestSchema,
        response: message,
      },
      preValidation: async (request) => limiter(`reset:${request.ip}`),
    },
    async (request) => {
      const { email } = request.body;
      await beforeMail({ to: email });
      await accounts.requestPasswordReset(email, fromNodeHeaders(request.headers));
      return { message: RESET_MESSAGES.sent };
    },
  );

  api.post(
    '/password-reset',
    {
      schema: {
        summary: 'Sets a new password from a reset link',
        'x-refusals': [429],
        security: [],
        body: passwordResetSchema,
        response: message,
      },
      preValidation: async (request) => limiter(`reset:${request.ip}`),
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.newPassword);
      return { message: 'Your password has been changed. You can now sign in.' };
    },
  );

  await withSession(app, auth, (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.post(
      '/password',
      { schema: { summary: 'Changes the password', body: changePasswordSchema, response: message } },
      async (request, reply) => {
        requireUser(request);
        // Every other session of the learner ends; this one continues under a fresh session cookie.
        const response = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
        if (!response.ok) throw new HttpError(400, 'Your current password is not correct.', 'wrong-password');
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        return { message: 'Password updated.' };
      },
    );

    signedIn.post(
      '/verification-email',
      { schema: { summary: 'Sends the email verification link', response: message } },
      async (request) => {
        const user = requireUser(request);
        if (user.emailVerified) return { message: 'Your email address is already confirmed.' };
        await beforeMail({ to: user.email, accountId: user.id });
        await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/settings' } });
        return { message: `We sent a confirmation link to ${user.email}.` };
      },
    );
  });
}
