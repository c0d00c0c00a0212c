import { useSyncExternalStore } from 'react';

/** product.md#offline / product.md#offline: while offline, re-check every 10 seconds with a HEAD request for the favicon. */
export const OFFLINE_RECHECK_MS = 10_000;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  scheduleRecheck();
  for (const listener of listeners) listener();
}

async function probe(): Promise<void> {
  try {
    const response = await fetch(`/favicon.svg?probe=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
    set(response.ok);
  } catch {
    set(false);
  }
}

function scheduleRecheck(): void {
  if (!online && !timer) timer = setInterval(() => void probe(), OFFLINE_RECHECK_MS);
  if (online && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    scheduleRecheck();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    }
  };
}

// The browser's `online` event can fire before the network really works, so confirm it.
const onOnline = () => void probe();
const onOffline = () => set(false);

/** One shared online/offline state for every screen. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
}
