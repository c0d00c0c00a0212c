import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Database } from '../db/client';
import { authAccount, authSession, authUser, authVerification } from '../db/schema';
import type { Mailer } from '../adapters/mail/types';
import { PASSWORD_MIN_LENGTH } from '../../contracts/account';
import { profileHooks, requestHooks } from './auth-hooks';

export const GOOGLE_PROVIDER_ID = 'google';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  /** The owner proved the address (a password reset, a verified link): sign-in limits forget it. */
  onOwnershipProven?: (email: string) => Promise<void>;
}

/**
 * better-auth, in-process. Google is wired as an OpenID Connect provider through its
 * discovery document, so production (Google) and tests (a local mock issuer) run the same code.
 */
export function createAuth(options: AuthOptions) {
  const secure = options.baseUrl.startsWith('https://');
  return betterAuth({
    appName: 'Charla',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    // Limits are enforced by our own database-backed limiter, shared by every process.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      cookiePrefix: 'charla',
    },
    hooks: { before: requestHooks },
    databaseHooks: profileHooks,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset is how a learner takes an account back: every session, wherever it is, ends.
      revokeSessionsOnPasswordReset: true,
      // Whoever was guessing, the owner just proved the address: they must be able to sign in.
      onPasswordReset: async ({ user }) => options.onOwnershipProven?.(user.email),
      sendResetPassword: async ({ user, url }) => {
        await options.mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Charla password',
          text: `Someone asked to reset the password of your Charla account.\n\nChoose a new password here (the link works for one hour): ${url}\n\nIf it was not you, ignore this email.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      afterEmailVerification: async (user) => options.onOwnershipProven?.(user.email),
      sendVerificationEmail: async ({ user, url }) => {
        await options.mailer.send({
          to: user.email,
          kind: 'verification',
          subject: 'Confirm your email for Charla',
          text: `Confirm your email address for Charla: ${url}`,
        });
      },
    },
    plugins: options.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: options.google.clientId,
                clientSecret: options.google.clientSecret,
                discoveryUrl: options.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
