import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Work the first screen does not show (the service worker's registration, the profile photo)
 * waits until that screen is in: the page has loaded, no query is on its way and
 * the browser is idle. (The offline screens' code does not wait: a learner may go offline as
 * soon as the dashboard shows, router.tsx.) Started earlier, it shares the connections and the main thread with
 * the first screen's code, data and paint, and a phone on a slow network sees the screen later.
 * `LONGEST_WAIT_MS` bounds the wait, so a query that never settles delays nothing for long.
 */
export const LONGEST_WAIT_MS = 5000;

interface Clock {
  now(): number;
  /** Calls back when the browser is idle (or soon, where it cannot tell). */
  idle(callback: () => void): void;
  /** Calls back after `ms`. */
  later(callback: () => void, ms: number): void;
}

/** How often a page with queries on their way looks again. */
const RECHECK_MS = 100;

const browserClock: Clock = {
  now: () => performance.now(),
  idle: (callback) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: 1000 })
      : window.setTimeout(callback, 50),
  later: (callback, ms) => window.setTimeout(callback, ms),
};

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once no query is fetching at an idle moment, or after `LONGEST_WAIT_MS`. */
export function firstScreenSettled(client: QueryClient, clock: Clock = browserClock): Promise<void> {
  const start = clock.now();
  return pageLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (client.isFetching() === 0 || clock.now() - start >= LONGEST_WAIT_MS) resolve();
          else clock.later(() => clock.idle(check), RECHECK_MS);
        };
        clock.idle(check);
      }),
  );
}

let settled: Promise<void> | undefined;

/** The one wait the whole page shares (see `firstScreenSettled`). */
export function afterFirstScreen(client: QueryClient): Promise<void> {
  settled ??= firstScreenSettled(client);
  return settled;
}

/** False until the first screen is in (see above); then true for good. */
export function useAfterFirstScreen(client: QueryClient): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstScreen(client).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [client]);
  return ready;
}
