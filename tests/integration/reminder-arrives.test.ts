import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { emailOutbox } from '../../src/server/db/schema';
import { localTime } from '../../src/domain/notifications/local-time';
import { verifyEmail } from '../support/mail-links';
import { startPushEndpoint } from '../support/push-endpoint';
import { registerSetUpLearner, startTestServer } from '../support/test-server';

/**
 * "done when": with the real once-a-minute scheduler running (no test clock), a learner
 * whose reminder time is the next minute receives it by outbox email and Web Push within that minute.
 */
describe('a reminder set for the next minute arrives (real clock, pglite)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite', { SCHEDULER: 'on', PUSH_SERVICE_HOSTS: 'http://127.0.0.1' });
    await server.app.ready();
  });
  afterAll(async () => server.close());

  it('arrives by email and push within the minute', { timeout: 150_000 }, async () => {
    const push = await startPushEndpoint();
    try {
      const learner = await registerSetUpLearner(server.app, 'America/Los_Angeles');
      // Reminders go by email only to a verified address.
      await verifyEmail(server, learner);
      await server.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscription',
        headers: { cookie: learner.cookie },
        payload: push.subscription,
      });
      // The next whole minute, at least 5 s away so the settings are saved before the tick.
      const dueAt = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
      const local = localTime(dueAt, 'America/Los_Angeles').minutes;
      const reminderTime = `${String(Math.floor(local / 60)).padStart(2, '0')}:${String(local % 60).padStart(2, '0')}`;
      await server.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: { cookie: learner.cookie },
        payload: { reminderTime, weeklyProgress: false },
      });
      const emails = () =>
        server.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, learner.email), eq(emailOutbox.kind, 'daily-reminder')));
      for (;;) {
        if ((await emails()).length > 0 && push.received.length > 0) break;
        expect(Date.now()).toBeLessThan(dueAt.getTime() + 60_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const arrivedAt = Date.now();
      expect(arrivedAt).toBeGreaterThanOrEqual(dueAt.getTime());
      expect(arrivedAt).toBeLessThan(dueAt.getTime() + 60_000);
      expect(JSON.parse(push.received[0]!.payload)).toMatchObject({ kind: 'daily-reminder' });
      console.info(`reminder due ${dueAt.toISOString()} arrived ${new Date(arrivedAt).toISOString()}`);
    } finally {
      await push.close();
    }
  });
});
