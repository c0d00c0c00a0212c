import type * as WebPush from 'web-push';
import { lazySdk } from '../lazy-sdk';
import type { VapidKeys } from './vapid-keys';

const webPush = lazySdk<typeof WebPush>('web-push');

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

/**
 * Sends one encrypted push message (RFC 8291 aes128gcm, VAPID RFC 8292). web-push builds the
 * request; we send it with fetch so any endpoint scheme works (tests use a loopback endpoint).
 * 404/410 mean the browser dropped the subscription: the caller removes it.
 */
export function createPushSender(keys: VapidKeys, subject: string) {
  return {
    publicKey: keys.publicKey,
    async send(sub: StoredPushSubscription, payload: string, ttlSeconds = 3600): Promise<PushResult> {
      const details = webPush().generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
