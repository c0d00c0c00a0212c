import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAccount, authUser } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import { HttpError } from '../../lib/http-errors';
import { REGISTER_MESSAGES, RESET_MESSAGES } from '../../../domain/account/auth-messages';
import type { Credentials } from '../../../contracts/account';

export class AuthFlowError extends HttpError {}

/** Email/password sign-in as product.md#sign-in: create the account; if the email is taken, sign in. */
export function createAccountService(deps: { db: Database; auth: Auth; baseUrl: string }) {
  const { db, auth } = deps;

  async function findUserByEmail(email: string) {
    const rows = await db.select().from(authUser).where(eq(authUser.email, email)).limit(1);
    return rows[0];
  }

  async function hasPassword(userId: string): Promise<boolean> {
    const rows = await db
      .select({ id: authAccount.id })
      .from(authAccount)
      .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential')))
      .limit(1);
    return rows.length > 0;
  }

  return {
    /** Returns better-auth's response (it carries the session cookie) and whether we created the account. */
    async continueWithEmail(
      input: Credentials,
      headers: Headers,
    ): Promise<{ response: Response; created: boolean }> {
      const email = input.email.toLowerCase();
      const existing = await findUserByEmail(email);
      if (!existing) {
        const response = await auth.api.signUpEmail({
          body: { email, password: input.password, name: '', rememberMe: input.rememberMe },
          headers,
          asResponse: true,
        });
        if (response.ok) return { response, created: true };
        // Someone created it a moment ago: fall through to sign-in, as the spec asks.
        if (response.status !== 422)
          throw new AuthFlowError(response.status, await errorMessage(response), 'other');
      }
      const user = existing ?? (await findUserByEmail(email));
      if (user && !(await hasPassword(user.id))) {
        throw new AuthFlowError(
          409,
          REGISTER_MESSAGES['account-exists-with-different-credential'],
          'account-exists-with-different-credential',
        );
      }
      const response = await auth.api.signInEmail({
        body: { email, password: input.password, rememberMe: input.rememberMe },
        headers,
        asResponse: true,
      });
      if (response.ok) return { response, created: false };
      if (response.status === 401) {
        throw new AuthFlowError(401, REGISTER_MESSAGES['wrong-password'], 'wrong-password');
      }
      throw new AuthFlowError(response.status, await errorMessage(response), 'other');
    },

    /** product.md#errors-account password reset: unknown email is reported, delivery failure too. */
    async requestPasswordReset(emailInput: string, headers: Headers): Promise<void> {
      const email = emailInput.toLowerCase();
      if (!(await findUserByEmail(email)))
        throw new AuthFlowError(404, RESET_MESSAGES.notFound, 'user-not-found');
      try {
        await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' }, headers });
      } catch (error) {
        // The mail policy's own refusal (today's cap) says what it is; anything else failed to send.
        if (error instanceof HttpError) throw error;
        throw new AuthFlowError(502, RESET_MESSAGES.failed, 'reset-failed');
      }
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch {
        throw new AuthFlowError(
          400,
          'This reset link is invalid or has expired. Please request a new one.',
          'invalid-token',
        );
      }
    },
  };
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? 'Authentication failed';
  } catch {
    return 'Authentication failed';
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
