import type * as Nodemailer from 'nodemailer';
import { lazySdk } from '../lazy-sdk';
import { MailDeliveryError, type Mailer, type MailMessage } from './types';

const nodemailerSdk = lazySdk<typeof Nodemailer>('nodemailer');

/** Production mailer: any SMTP server given as `SMTP_URL` (smtp://user:pass@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailerSdk().createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`);
      }
    },
  };
}
