/**
 * Confirming "Delete my account": the password when the account has one; an account that only
 * signs in with Google confirms by signing in again, so its session must be a few minutes old at most.
 */
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, isNotNull } from 'drizzle-orm';
import { authAccount } from '../../../db/auth-schema';
import { HttpError } from '../../../lib/http-errors';
import type { ModuleContext } from '../../context';

/** How recent a sign-in counts as confirming, for an account without a password. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

export async function confirmDeletion(
  ctx: ModuleContext,
  request: FastifyRequest,
  userId: string,
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  const headers = fromNodeHeaders(request.headers);
  const [credential] = await ctx.db
    .select({ id: authAccount.id })
    .from(authAccount)
    .where(and(eq(authAccount.userId, userId), isNotNull(authAccount.password)))
    .limit(1);
  if (credential) {
    if (!password)
      throw new HttpError(400, 'Please enter your password.', 'password-required', { field: 'password' });
    try {
      await ctx.auth.api.verifyPassword({ body: { password }, headers });
    } catch {
      throw new HttpError(400, 'Your password is not correct.', 'wrong-password', { field: 'password' });
    }
    return;
  }
  const session = await ctx.auth.api.getSession({ headers });
  const signedInAt = session?.session.createdAt ? new Date(session.session.createdAt).getTime() : 0;
  if (now.getTime() - signedInAt > RECENT_SIGN_IN_MS)
    throw new HttpError(
      403,
      'To confirm, sign out and sign in again with Google, then delete your account within 5 minutes.',
      'reauthenticate',
    );
}
