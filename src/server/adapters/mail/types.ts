import type { MailKind } from '../../../domain/account/mail-policy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML part (notification emails). */
  html?: string;
  /** What the email is: decides whether an unverified address may get it, and its daily cap. */
  kind: MailKind;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** The spec's transactional email (reset links, verification, payment confirmation). */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}
