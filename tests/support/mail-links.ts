import { and, desc, eq, like } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { emailOutbox } from '../../src/server/db/schema';
import type { TestLearner } from './test-server';

/** The newest outbox message to `to` whose text contains `marker`, as a path to inject. */
async function linkIn(server: Server, to: string, marker: string): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, `%${marker}%`)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(new RegExp(`https?://\\S+${marker}\\S+`))?.[0];
  if (!link) throw new Error(`no ${marker} link mailed to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Confirms the learner's address the way they would: ask for the link, then open it. */
export async function verifyEmail(server: Server, learner: TestLearner): Promise<void> {
  const asked = await server.app.inject({
    method: 'POST',
    url: '/api/account/verification-email',
    headers: { cookie: learner.cookie },
  });
  if (asked.statusCode !== 200) throw new Error(`verification email: ${asked.statusCode} ${asked.body}`);
  const opened = await server.app.inject({
    url: await linkIn(server, learner.email, '/api/auth/verify-email'),
  });
  if (opened.statusCode >= 400) throw new Error(`verify link: ${opened.statusCode} ${opened.body}`);
}

/** Sets a new password through the emailed reset link (request, follow, reset). */
export async function resetPassword(
  server: Server,
  email: string,
  newPassword: string,
  remoteAddress?: string,
): Promise<void> {
  const where = remoteAddress ? { remoteAddress } : {};
  const asked = await server.app.inject({
    method: 'POST',
    url: '/api/account/password-reset/request',
    payload: { email },
    ...where,
  });
  if (asked.statusCode !== 200) throw new Error(`reset request: ${asked.statusCode} ${asked.body}`);
  const follow = await server.app.inject({ url: await linkIn(server, email, '/api/auth/reset-password/') });
  const token = new URL(String(follow.headers.location), 'http://x').searchParams.get('token');
  const reset = await server.app.inject({
    method: 'POST',
    url: '/api/account/password-reset',
    payload: { token, newPassword },
    ...where,
  });
  if (reset.statusCode !== 200) throw new Error(`reset: ${reset.statusCode} ${reset.body}`);
}
