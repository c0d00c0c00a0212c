import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` receives: off, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (!address || extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or `false` trusts no proxy (the client address is the socket's, and
 * X-Forwarded-For is ignored); a whole number trusts that many proxy hops; otherwise a comma
 * list of proxy addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`). `true`
 * is refused: trusting every hop lets any client choose its own address.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === 'off' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, a hop count, or proxy addresses/CIDR ranges; not ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` option for a setting: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
