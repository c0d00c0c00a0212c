import { BlockList, isIP } from 'node:net';

/**
 * Where Web Push messages may go. A subscription's endpoint comes from the
 * browser — that is, from whoever calls the API — and the server POSTs to it, so an unchecked
 * endpoint lets a learner make the server call any address (SSRF). Only `https:` endpoints on
 * the browsers' push services are accepted, and their names must resolve to public addresses
 * (checked when connecting, see web-push-sender.ts). An operator running their own push
 * service lists it in PUSH_SERVICE_HOSTS: those hosts are trusted wherever they resolve.
 */

/** The push services of Chrome/Edge/Android, Firefox, Safari and Windows. */
const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

interface HostRule {
  /** An exact host, or a suffix when it starts with a dot (from `*.example.org`). */
  host: string;
  /** `http:` as well as `https:` (only for an operator's own service, e.g. on loopback in tests). */
  plainHttp: boolean;
  /** Listed by the operator: its addresses are not checked. */
  trusted: boolean;
}

export interface PushEndpointPolicy {
  /** Why `endpoint` is refused, in words for the learner; null when it is accepted. */
  refusal(endpoint: string): string | null;
  /** Whether a connection to `host` must go to public addresses only. */
  needsPublicAddress(host: string): boolean;
}

function rule(entry: string, trusted: boolean): HostRule {
  const plainHttp = entry.startsWith('http://');
  const host = entry
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
  return { host: host.startsWith('*.') ? host.slice(1) : host, plainHttp, trusted };
}

const matches = (rule: HostRule, host: string) =>
  rule.host.startsWith('.') ? host.endsWith(rule.host) : host === rule.host;

const REFUSED = 'This browser’s push service is not one we can send reminders to.';

/** `extraHosts`: PUSH_SERVICE_HOSTS, a comma list of `host`, `*.domain` or `http://host`. */
export function createPushEndpointPolicy(extraHosts: string | undefined): PushEndpointPolicy {
  const rules = [
    ...BROWSER_PUSH_SERVICES.map((entry) => rule(entry, false)),
    ...(extraHosts ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => rule(entry, true)),
  ];
  // WHATWG URL parsing turns `0x7f000001`, `2130706433` and `127.1` into 127.0.0.1, and
  // lower-cases names, so the rules compare canonical hosts.
  const ruleFor = (host: string) => rules.find((candidate) => matches(candidate, host));
  return {
    refusal(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return REFUSED;
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const found = ruleFor(host);
      if (!found || url.username || url.password) return REFUSED;
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && found.plainHttp)) return REFUSED;
      if (!found.trusted && isIP(host) && !isPublicAddress(host)) return REFUSED;
      return null;
    },
    needsPublicAddress(host) {
      return !ruleFor(host.toLowerCase())?.trusted;
    },
  };
}

/** Loopback, private, link-local, shared, documentation, benchmark, multicast and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), which is where it really goes. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] as string;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const pair = hex ?? sixToFour;
  if (!pair) return null;
  const high = parseInt(pair[1] as string, 16);
  const low = parseInt(pair[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public internet (anything unparsable is not). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  return !NOT_PUBLIC.check(address, 'ipv6');
}
