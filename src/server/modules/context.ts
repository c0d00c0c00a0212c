import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from '../adapters/mail/types';
import type { PaymentProvider } from '../adapters/payments/types';

/** What every feature module may use: the composition root builds it once. */
export interface ModuleContext {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProvider;
  baseUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A feature module: the routes under its URL prefix, and optional work at start-up (after
 * migrations). `register` gets a plugin scope mounted at `prefix` (so routes name only the part
 * after it): public routes go on it, protected ones inside `withSession` (auth/session-scope.ts).
 * `app` is the root, for what is app-wide: a decoration, a lifecycle hook, or one of the two
 * public URLs that predate the prefixes (`/api/session`, `/api/plans`).
 */
export interface ServerModule {
  name: string;
  prefix: `/api/${string}`;
  register(scope: FastifyInstance, ctx: ModuleContext, app: FastifyInstance): void | Promise<void>;
  onStart?(ctx: ModuleContext): Promise<void>;
}
