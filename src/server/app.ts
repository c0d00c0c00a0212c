import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Auth } from './auth/auth';
import type { Mailer } from './adapters/mail/types';
import type { PaymentProvider } from './adapters/payments/types';
import { registerAuthHandler } from './auth/bridge';
import { loadSessionUser } from './auth/session';
import { HttpError } from './lib/http-errors';
import { createOriginCheck } from './lib/origin-check';
import { createRateLimiter, createSignInGuard } from './lib/rate-limit';
import { createMailLimits } from './lib/mail-limits';
import { createAuthGuard } from './auth/auth-guards';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerInputGuards } from './lib/safe-json';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticWeb } from './lib/static-web';
import { registerHealthRoutes } from './modules/health/routes';
import { registerAccountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createUserRepository } from './modules/me/repository';
import { createMeService } from './modules/me/service';
import { registerMeRoutes } from './modules/me/routes';
import { registerConfigRoutes } from './modules/config/routes';
import { FEATURE_MODULES } from './modules';
import { registerOpenApiRoute } from './openapi/routes';
import type { ModuleContext } from './modules/context';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProvider;
  baseUrl: string;
  trustedOrigins: string[];
  googleEnabled: boolean;
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Paths that need no session: better-auth itself, the account flows, the payment webhook. */
const PUBLIC_API_PREFIXES = [
  '/api/auth/',
  '/api/account/continue',
  '/api/account/password-reset',
  '/api/config',
  '/api/payments/webhook',
  '/api/openapi.json',
  '/api/notifications/unsubscribe',
];

/** Exact paths that answer without a session: who is here (a visitor gets `{ user: null }`). */
const PUBLIC_API_PATHS = ['/api/session'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    // Off unless configured: otherwise any client could pick its own address with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(deps.env.TRUST_PROXY),
    return503OnClosing: true,
  });
  // Every route, so tests can check that each protected one answers 401 without a session.
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerInputGuards(app);
  await registerSecurityHeaders(app, { baseUrl: deps.baseUrl, trustedOrigins: deps.trustedOrigins });
  const db = deps.database.db;
  const limiter = createRateLimiter(db, { limit: deps.env.AUTH_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  const signIn = createSignInGuard(db);
  const beforeMail = createMailLimits(db);
  const originCheck = createOriginCheck(deps.trustedOrigins, ['/api/payments/webhook']);

  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
    originCheck(request);
    const path = request.url.split('?')[0] ?? '';
    request.sessionUser = await loadSessionUser(deps.auth, request);
    const isPublic =
      PUBLIC_API_PATHS.includes(path) || PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!request.sessionUser && !isPublic) {
      throw new HttpError(401, 'Please sign in to continue.', 'unauthorized');
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && error.details?.retryAfter)
        reply.header('retry-after', String(error.details.retryAfter));
      return reply
        .status(error.statusCode)
        .send({ error: error.code ?? 'error', message: error.message, ...(error.details ?? {}) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ error: 'too-large', message: 'The request is too large.' });
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type): say what it was.
      return reply.status(status).send({ error: error.code ?? 'bad-request', message: error.message });
    }
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });

  registerHealthRoutes(app, deps.database.ping);
  registerConfigRoutes(app, { googleEnabled: deps.googleEnabled });
  registerOpenApiRoute(app);
  registerAuthHandler(
    app,
    deps.auth,
    deps.baseUrl,
    createAuthGuard({ baseUrl: deps.baseUrl, limiter, signIn, beforeMail }),
  );
  const users = createUserRepository(db);
  const me = createMeService({ users, payments: deps.payments });
  const accounts = createAccountService({ db, auth: deps.auth, baseUrl: deps.baseUrl });
  registerAccountRoutes(app, { accounts, auth: deps.auth, limiter, signIn, beforeMail });
  registerMeRoutes(app, me);
  const ctx: ModuleContext = {
    env: deps.env,
    db,
    auth: deps.auth,
    mailer: deps.mailer,
    payments: deps.payments,
    baseUrl: deps.baseUrl,
    log: app.log,
  };
  for (const module of FEATURE_MODULES) await module.register(app, ctx);
  for (const module of FEATURE_MODULES) await module.onStart?.(ctx);
  if (deps.webRoot) await registerStaticWeb(app, deps.webRoot);
  return app;
}
