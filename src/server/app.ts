import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Auth } from './auth/auth';
import { registerAuthHandler } from './auth/bridge';
import { HttpError } from './lib/http-errors';
import { createOriginCheck } from './lib/origin-check';
import { createRateLimiter } from './lib/rate-limit';
import { createSignInGuard } from './lib/sign-in-guard';
import { createMailLimits } from './lib/mail-limits';
import { createAuthGuard } from './auth/auth-guards';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerInputGuards } from './lib/safe-json';
import { registerSecurityHeaders } from './lib/security-headers';
import { responseSerializer } from './lib/response-serializer';
import { registerStaticWeb } from './lib/static-web';
import { closeRefusedUpgrades } from './lib/refused-upgrades';
import { zodValidatorCompiler } from './lib/validate';
import { registerHealthRoutes } from './modules/health/routes';
import { registerConfigRoutes } from './modules/config/routes';
import { FEATURE_MODULES } from './modules';
import { registerOpenApi } from './openapi/document';
import { recordRoutes } from './openapi/route-list';
import type { Adapters, ModuleContext } from './modules/context';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  adapters: Adapters;
  /** The server secret, resolved once (server/secret.ts). */
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  googleEnabled: boolean;
  /** The process's logger (`app.log` is a child of it); none when logging is off. */
  log?: FastifyBaseLogger;
  webRoot?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // With logging off, Fastify's own no-op logger: requests then make no child loggers at all.
    ...(deps.log ? { loggerInstance: deps.log } : { logger: false }),
    bodyLimit: 256 * 1024,
    // Off unless configured: otherwise any client could pick its own address with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(deps.env.TRUST_PROXY),
    return503OnClosing: true,
  });
  // Every route, so tests can check each protected one answers 401 and each declares its schemas.
  recordRoutes(app);
  // Each route's zod schemas validate its input (400 `field: problem`) and write its output
  // (fields outside the contract are dropped; outside production each answer is also validated).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked: deps.env.NODE_ENV !== 'production' }));
  registerInputGuards(app);
  registerSecurityHeaders(app, { baseUrl: deps.baseUrl, trustedOrigins: deps.trustedOrigins });
  const db = deps.database.db;
  const originCheck = createOriginCheck(deps.trustedOrigins, ['/api/payments/webhook']);

  // Who is signed in is looked up by the routes that need it: inside the session scope
  // (auth/session-scope.ts) or, for the few public routes that greet a visitor, on the route.
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('deferredSession', null);
  // Every request, after routing: the check itself decides by method and by the matched route.
  app.addHook('onRequest', async (request) => originCheck(request));
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

  await registerOpenApi(app);
  registerHealthRoutes(app, deps.database.ping);
  registerConfigRoutes(app, { googleEnabled: deps.googleEnabled });
  const guard = createAuthGuard({
    baseUrl: deps.baseUrl,
    limiter: createRateLimiter(db, { limit: deps.env.AUTH_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
    signIn: createSignInGuard(db),
    beforeMail: createMailLimits(db),
  });
  registerAuthHandler(app, deps.auth, deps.baseUrl, guard);
  const ctx: ModuleContext = {
    ...deps.adapters,
    env: deps.env,
    db,
    auth: deps.auth,
    secret: deps.secret,
    baseUrl: deps.baseUrl,
    log: app.log,
  };
  closeRefusedUpgrades(app);
  for (const module of FEATURE_MODULES)
    await app.register(async (scope) => module.register(scope, ctx, app), { prefix: module.prefix });
  for (const module of FEATURE_MODULES) await module.onStart?.(ctx);
  // Scheduled work runs in every process, once the modules have registered theirs; off by default
  // under NODE_ENV=test, where tests tick the scheduler themselves.
  if ((deps.env.SCHEDULER ?? (deps.env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on') {
    const scheduler = deps.adapters.scheduler;
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
  if (deps.webRoot) await registerStaticWeb(app, deps.webRoot);
  return app;
}
