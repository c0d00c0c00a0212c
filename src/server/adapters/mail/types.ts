export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The spec's transactional email (reset links, verification, payment confirmation). */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}
