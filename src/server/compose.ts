import { resolve } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { createAuth } from './auth/auth';
import { bindSessionDatabase } from './auth/session';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { publicUrl, type Env } from './env';
import { createMailer } from './adapters/mail';
import { OUTBOX_LOCATION } from './adapters/mail/outbox-mailer';
import { createPaymentProvider } from './adapters/payments';
import { trustedOriginsFor } from './lib/origin-check';
import { createSignInGuard } from './lib/sign-in-guard';
import { resolveAuthSecret } from './secret';

export interface Server {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Composition root shared by `main.ts` and the tests: env -> db -> adapters -> app. */
export async function createServer(
  env: Env,
  options: { logger?: FastifyServerOptions['logger']; database?: DatabaseHandle; webRoot?: string } = {},
): Promise<Server> {
  const log = pino({ level: env.LOG_LEVEL });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  await migrateDatabase(database);
  const baseUrl = publicUrl(env);
  const trustedOrigins = trustedOriginsFor(baseUrl);
  const mailer = createMailer(env, database.db, log);
  const payments = createPaymentProvider(env);
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
    mailer,
    secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    baseUrl,
    trustedOrigins,
    ...(google ? { google } : {}),
    onOwnershipProven: (email) => createSignInGuard(database.db).ownershipProven(email),
  });
  bindSessionDatabase(auth, database.db);
  logDefaults(env, log, mailer.name, payments.name, database.engine);
  const app = await buildApp({
    env,
    database,
    auth,
    mailer,
    payments,
    baseUrl,
    trustedOrigins,
    googleEnabled: Boolean(google),
    ...(options.webRoot ? { webRoot: resolve(options.webRoot) } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
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

function logDefaults(env: Env, log: pino.Logger, mail: string, payments: string, engine: string): void {
  const notes: string[] = [
    `database: ${engine === 'pglite' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL'}`,
  ];
  if (mail === 'outbox') notes.push(`email: not sent, read it in ${OUTBOX_LOCATION} (set SMTP_URL to send)`);
  if (payments === 'test')
    notes.push('payments: built-in test-mode checkout (set STRIPE_SECRET_KEY for Stripe)');
  if (!env.GOOGLE_CLIENT_ID)
    notes.push('Google sign-in: off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)');
  log.info(`Charla configuration — ${notes.join('; ')}`);
}
