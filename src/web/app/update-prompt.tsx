import { useQueryClient } from '@tanstack/react-query';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useAfterFirstScreen } from './background-work';

/**
 * Registers the service worker once the first screen is in (its install fetches every asset,
 * which must not compete with that screen). When a new version is installed the learner sees a
 * banner and reloads when ready, so nobody is stuck on an old build and nobody loses a session
 * mid-review.
 */
export function UpdatePrompt() {
  return useAfterFirstScreen(useQueryClient()) ? <ServiceWorkerUpdates /> : null;
}

function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <span className="flex-1">A new version of Charla is ready.</span>
      <button
        type="button"
        className="font-semibold underline"
        onClick={() => void updateServiceWorker(true)}
      >
        Reload
      </button>
      <button
        type="button"
        aria-label="Later"
        className="px-1 text-lg leading-none"
        onClick={() => setNeedRefresh(false)}
      >
        ×
      </button>
    </div>
  );
}
