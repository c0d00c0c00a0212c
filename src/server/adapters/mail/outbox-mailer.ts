import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './types';

/**
 * Embedded default: keeps every message in the `email_outbox` table and logs it, links
 * included, so a developer running locally can follow a reset or verification link.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      await db.insert(emailOutbox).values(message);
      log.info({ to: message.to, subject: message.subject }, `email (outbox): ${message.text}`);
    },
  };
}
