import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import { guardMailer } from './guarded-mailer';
import type { Mailer } from './types';

/** SMTP when configured, else the outbox; either way behind the mail policy (guarded-mailer.ts). */
export function createMailer(env: Env, db: Database, log: FastifyBaseLogger): Mailer {
  const inner = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(db, log);
  return guardMailer(inner, db);
}
