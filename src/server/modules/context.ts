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
 * A feature module: its routes, and optional work at start-up (after migrations). `register`
 * gets the app itself: public routes go on it, protected ones inside `withSession` (auth/session-scope.ts).
 */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, ctx: ModuleContext): void | Promise<void>;
  onStart?(ctx: ModuleContext): Promise<void>;
}
