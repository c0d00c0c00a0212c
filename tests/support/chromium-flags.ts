/**
 * The Chromium flags that work on these machines (docs/architecture.md#stack): the browser suite and the
 * Lighthouse bench launch Debian's Chromium with the same list. Without the networking flags,
 * Chromium's background connections are refused by the closed network, many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
