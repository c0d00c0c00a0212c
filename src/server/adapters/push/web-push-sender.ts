import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type * as WebPush from 'web-push';
import { lazySdk } from '../lazy-sdk';
import { isPublicAddress, type PushEndpointPolicy } from './push-endpoint-policy';
import type { VapidKeys } from './vapid-keys';

const webPush = lazySdk<typeof WebPush>('web-push');

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

/** A push service answers in well under a second; one that does not is not waited for. */
const PUSH_TIMEOUT_MS = 5_000;

/**
 * DNS resolution that refuses to connect to a non-public address, checked on the addresses
 * the connection will really use (a name that resolves differently on a second lookup cannot
 * slip a private address in between a check and the connection).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), {
          code: 'EPUSHADDRESS',
        }),
        '',
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

/** One POST, no redirects followed, within the timeout; resolves to the status code. */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Uint8Array | null,
  publicOnly: boolean,
): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers,
        timeout: PUSH_TIMEOUT_MS,
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(PUSH_TIMEOUT_MS, () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/**
 * Sends one encrypted push message (RFC 8291 aes128gcm, VAPID RFC 8292). web-push builds the
 * request; we send it ourselves, only to endpoints the policy accepts, on public addresses
 * unless the operator listed the host, never following a redirect, within 5 seconds.
 * 404/410 mean the browser dropped the subscription: the caller removes it.
 */
export function createPushSender(keys: VapidKeys, subject: string, policy: PushEndpointPolicy) {
  return {
    publicKey: keys.publicKey,
    async send(sub: StoredPushSubscription, payload: string, ttlSeconds = 3600): Promise<PushResult> {
      // Stored before the policy existed, or the policy changed since: never sent to.
      if (policy.refusal(sub.endpoint)) return 'failed';
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
      const status = await post(
        details.endpoint,
        details.headers as Record<string, string>,
        details.body ? new Uint8Array(details.body) : null,
        policy.needsPublicAddress(new URL(details.endpoint).hostname),
      );
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
      return 'sent';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
