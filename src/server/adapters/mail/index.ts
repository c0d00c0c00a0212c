import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

export function createMailer(env: Env, db: Database, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxMailer(db, log);
}
