import { resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAuth } from './auth/auth';
import { bindSessionDatabase } from './auth/session';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { publicUrl, type Env } from './env';
import { OUTBOX_LOCATION } from './adapters/mail/outbox-mailer';
import { trustedOriginsFor } from './lib/origin-check';
import { createSignInGuard } from './lib/sign-in-guard';
import type { Adapters } from './modules/context';
import { resolveAuthSecret } from './secret';
import { buildAdapters } from './compose/adapters';
import { createLogger, type LoggerChoice } from './compose/logger';

export interface Server {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface ServerOptions {
  logger?: LoggerChoice;
  /** A database already open (another app on it, as a restarted process would be). */
  database?: DatabaseHandle;
  webRoot?: string;
  /** Adapters to use instead of building them from the configuration: fakes, in tests. */
  adapters?: Partial<Adapters>;
}

/**
 * The composition root, shared by `main.ts` and the tests: env -> logger -> database -> every
 * adapter -> auth -> app. Nothing else builds an adapter; modules get them in their context.
 */
export async function createServer(env: Env, options: ServerOptions = {}): Promise<Server> {
  const log = createLogger(env, options.logger);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  await migrateDatabase(database);
  const baseUrl = publicUrl(env);
  const trustedOrigins = trustedOriginsFor(baseUrl);
  // Resolved once: a server without AUTH_SECRET and with an in-memory data folder gets a fresh
  // random secret on every resolution, so a second one would sign with another key.
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const adapters = buildAdapters(env, { db: database.db, log, secret }, options.adapters);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
        }
      : undefined;
  const auth = createAuth({
    db: database.db,
    mailer: adapters.mailer,
    secret,
    baseUrl,
    trustedOrigins,
    ...(google ? { google } : {}),
    onOwnershipProven: (email) => createSignInGuard(database.db).ownershipProven(email),
  });
  bindSessionDatabase(auth, database.db);
  logDefaults(env, log, adapters, database.engine);
  const app = await buildApp({
    env,
    database,
    auth,
    adapters,
    secret,
    baseUrl,
    trustedOrigins,
    googleEnabled: Boolean(google),
    ...(options.logger === false ? {} : { log }),
    ...(options.webRoot ? { webRoot: resolve(options.webRoot) } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

function logDefaults(env: Env, log: FastifyBaseLogger, adapters: Adapters, engine: string): void {
  const notes: string[] = [
    `database: ${engine === 'pglite' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL'}`,
  ];
  if (adapters.mailer.name === 'outbox')
    notes.push(`email: not sent, read it in ${OUTBOX_LOCATION} (set SMTP_URL to send)`);
  if (adapters.payments.name === 'test')
    notes.push('payments: built-in test-mode checkout (set STRIPE_SECRET_KEY for Stripe)');
  if (!env.GOOGLE_CLIENT_ID)
    notes.push('Google sign-in: off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)');
  log.info(`Charla configuration — ${notes.join('; ')}`);
}
