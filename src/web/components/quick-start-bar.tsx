import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUICK_START_STEPS, progressFraction, stepState } from '../../domain/quick-start';
import { QUICK_START_CHANGED, readQuickStart } from '../lib/quick-start-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

// The flags change in this tab (a finished step) or in another one (the storage event); a string
// snapshot lets React compare them cheaply and re-render only when they really changed.
function subscribe(onChange: () => void): () => void {
  const events = ['storage', 'focus', QUICK_START_CHANGED];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

function snapshot(): string {
  return [
    localStorage.getItem(STORAGE_KEYS.quickStartMode),
    localStorage.getItem(STORAGE_KEYS.quickStartCurrentStep),
    localStorage.getItem(STORAGE_KEYS.quickStartProgress),
  ].join('|');
}

const DOT = {
  completed: 'border-brand-600 bg-brand-600 text-white',
  current: 'border-brand-600 bg-white text-brand-700 dark:bg-slate-900 dark:text-brand-500',
  locked: 'border-slate-300 bg-white text-slate-400 dark:border-slate-600 dark:bg-slate-900',
} as const;

/**
 * The quick-start floating progress bar (product.md#quick-start), shown on /chat and /flashcards while
 * quick start mode is on: the three steps and a back button to /quick-start. Renders nothing otherwise.
 */
export function QuickStartBar() {
  const { t } = useTranslation();
  useSyncExternalStore(subscribe, snapshot, () => '');
  const flags = readQuickStart();
  if (!flags.mode) return null;
  const { done, total } = progressFraction(flags.progress);
  return (
    <aside
      aria-label={t('quickStart.bar.label')}
      className="sticky top-0 z-20 mx-auto flex w-full max-w-5xl items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <Link
        to="/quick-start"
        aria-label={t('quickStart.bar.back')}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <ol className="flex flex-1 items-center gap-2">
        {QUICK_START_STEPS.map((step, index) => {
          const state = stepState(step.id, flags.progress);
          const title = t(`quickStart.steps.${step.id}.title`);
          const label =
            state === 'completed'
              ? t('quickStart.bar.stepDone', { title })
              : state === 'current'
                ? t('quickStart.bar.stepCurrent', { title })
                : t('quickStart.bar.stepLocked', { title });
          return (
            <li key={step.id} className="flex flex-1 items-center gap-2" aria-label={label}>
              <span
                aria-hidden
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${DOT[state]}`}
              >
                {state === 'completed' ? '✓' : index + 1}
              </span>
              <span
                aria-hidden
                className={`hidden truncate text-xs font-medium sm:inline ${
                  state === 'current'
                    ? 'text-slate-900 dark:text-slate-100'
                    : 'text-slate-500 dark:text-slate-400'
                }`}
              >
                {title}
              </span>
            </li>
          );
        })}
      </ol>
      <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">
        {done}/{total}
      </span>
    </aside>
  );
}
