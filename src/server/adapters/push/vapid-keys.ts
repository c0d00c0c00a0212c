import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type * as WebPush from 'web-push';
import { lazySdk } from '../lazy-sdk';

const webPush = lazySdk<typeof WebPush>('web-push');

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID keys for Web Push: the env pair when given; otherwise a pair generated on first start and
 * kept in the data folder (`vapid-keys.json`), so browsers' subscriptions stay valid across restarts.
 */
export function resolveVapidKeys(env: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  DATA_DIR: string;
}): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (env.DATA_DIR.startsWith('memory://')) return webPush().generateVAPIDKeys();
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dir, { recursive: true });
  const keys = webPush().generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
