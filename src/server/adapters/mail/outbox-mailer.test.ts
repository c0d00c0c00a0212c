import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createOutboxMailer } from './outbox-mailer';

/** Records every log call by level, and every row the mailer inserts. */
function fakes() {
  const lines: { level: string; text: string }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, text: args.map((arg) => JSON.stringify(arg)).join(' ') });
  const log = { info: record('info'), debug: record('debug'), warn: record('warn') };
  const rows: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => rows.push(row) }) };
  return { lines, rows, log: log as unknown as FastifyBaseLogger, db: db as unknown as Database };
}

describe('outbox mailer', () => {
  const message = {
    to: 'ana@example.com',
    kind: 'password-reset' as const,
    subject: 'Reset your Charla password',
    text: 'Choose a new password here: http://127.0.0.1:3000/api/auth/reset-password/SECRET-TOKEN',
  };

  it('keeps the message in the outbox and logs its link only at debug level', async () => {
    const { lines, rows, log, db } = fakes();
    await createOutboxMailer(db, log).send(message);
    expect(rows).toEqual([message]);
    const above = lines.filter((line) => line.level !== 'debug');
    expect(above.length).toBeGreaterThan(0);
    for (const line of above) expect(line.text).not.toContain('SECRET-TOKEN');
    expect(lines.some((line) => line.level === 'debug' && line.text.includes('SECRET-TOKEN'))).toBe(true);
  });

  it('logs a notification email at info with recipient, kind and subject, never its links', async () => {
    const { lines, rows, log, db } = fakes();
    await createOutboxMailer(db, log).send({
      to: 'ana@example.com',
      kind: 'daily-reminder',
      subject: 'Time for your Spanish practice',
      text: 'Stop these notifications: http://127.0.0.1:3000/api/notifications/unsubscribe?token=SECRET-TOKEN',
      html: '<a href="http://127.0.0.1:3000/api/notifications/unsubscribe?token=SECRET-TOKEN">Stop</a>',
      headers: {
        'List-Unsubscribe': '<http://127.0.0.1:3000/api/notifications/unsubscribe?token=SECRET-TOKEN>',
      },
    });
    expect(rows).toHaveLength(1);
    const info = lines.filter((line) => line.level === 'info');
    expect(info).toHaveLength(1);
    expect(info[0]!.text).toContain('"kind":"daily-reminder"');
    expect(info[0]!.text).toContain('"to":"ana@example.com"');
    expect(info[0]!.text).toContain('Time for your Spanish practice');
    expect(info[0]!.text).not.toContain('SECRET-TOKEN');
  });
});
