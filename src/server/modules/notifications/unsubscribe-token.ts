import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TOGGLES, type NotificationToggle } from '../../../contracts/notifications';

/**
 * One-click unsubscribe links: `<payload>.<signature>`, the payload naming the learner
 * and the toggle, signed with a key derived from the app secret. No expiry: an old email's link
 * must still work; it can only ever turn a notification off.
 */
export function createUnsubscribeTokens(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('charla/notifications/unsubscribe/v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    create(userId: string, toggle: NotificationToggle): string {
      const payload = Buffer.from(JSON.stringify({ u: userId, t: toggle })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The learner and toggle, or null for a token that is malformed or was not signed by us. */
    verify(token: string): { userId: string; toggle: NotificationToggle } | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          u?: unknown;
          t?: unknown;
        };
        if (typeof data.u !== 'string' || !(NOTIFICATION_TOGGLES as readonly unknown[]).includes(data.t))
          return null;
        return { userId: data.u, toggle: data.t as NotificationToggle };
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
