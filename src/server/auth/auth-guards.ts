import type { FastifyRequest } from 'fastify';
import type { MailLimits } from '../lib/mail-limits';
import type { RateLimiter } from '../lib/rate-limit';
import type { SignInGuard } from '../lib/sign-in-guard';

// better-auth's endpoints that create sessions or send mail: rate-limited per client. Matched on
// the path better-auth itself routes (dot segments resolved), so `/api/auth/./sign-in/email`
// counts like `/api/auth/sign-in/email`.
const SENSITIVE =
  /^\/api\/auth\/(sign-in|sign-up|request-password-reset|reset-password|forget-password|send-verification-email|change-password|change-email)/i;
const SIGN_IN_EMAIL = /^\/api\/auth\/sign-in\/email\/?$/i;
const SENDS_MAIL = /^\/api\/auth\/(request-password-reset|forget-password|send-verification-email)\/?$/i;

/** The path as better-auth sees it: the same URL resolution `toFetchRequest` applies. */
export function routedPath(request: FastifyRequest, baseUrl: string): string {
  try {
    return new URL(request.url, baseUrl).pathname;
  } catch {
    return request.url.split('?')[0] ?? '';
  }
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as Record<string, unknown>).email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

export interface AuthGuard {
  before(request: FastifyRequest): Promise<void>;
  after(request: FastifyRequest, response: Response): Promise<void>;
}

/** Limits in front of better-auth's own endpoints: per client, per account and client (sign-in), per recipient (mail). */
export function createAuthGuard(deps: {
  baseUrl: string;
  limiter: RateLimiter;
  signIn: SignInGuard;
  beforeMail: MailLimits;
}): AuthGuard {
  return {
    async before(request) {
      if (request.method !== 'POST') return;
      const path = routedPath(request, deps.baseUrl);
      if (SENSITIVE.test(path)) await deps.limiter(`auth:${request.ip}`);
      const email = emailOf(request.body);
      if (SIGN_IN_EMAIL.test(path) && email) await deps.signIn.check(email, request.ip);
      if (SENDS_MAIL.test(path)) {
        const to = request.sessionUser?.email ?? email;
        if (to) await deps.beforeMail({ to, accountId: request.sessionUser?.id });
      }
    },
    async after(request, response) {
      if (request.method !== 'POST' || !SIGN_IN_EMAIL.test(routedPath(request, deps.baseUrl))) return;
      const email = emailOf(request.body);
      if (!email) return;
      if (response.ok) await deps.signIn.succeeded(email, request.ip);
      else if (response.status === 401) await deps.signIn.failed(email, request.ip);
    },
  };
}
