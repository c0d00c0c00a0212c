export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML part (notification emails). */
  html?: string;
  /** What the email is (reminder, weekly-progress …), for the outbox log line. */
  kind?: string;
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
