import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './types';

/** Where a local operator reads the outbox, named in the start-up line. */
export const OUTBOX_LOCATION = 'the email_outbox table (full text; links also logged at LOG_LEVEL=debug)';

/**
 * Embedded default: keeps every message in the `email_outbox` table, where a developer running
 * locally reads reset and verification links. The info line names recipient and subject only:
 * the links carry tokens that sign someone in, so they are logged at debug level, never by default.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const { headers: _headers, ...row } = message;
      await db.insert(emailOutbox).values(row);
      // Recipient, kind and subject only: links carry tokens (sign-in, unsubscribe).
      log.info({ to: message.to, kind: message.kind, subject: message.subject }, 'email kept in the outbox');
      log.debug({ to: message.to, subject: message.subject }, `email (outbox): ${message.text}`);
    },
  };
}
