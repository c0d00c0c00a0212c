import type { ReactNode } from 'react';
import { useCatalogueText } from '../../i18n/catalogue';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  success:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
  info: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200',
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/** A message the learner must notice; errors are announced to screen readers at once. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  // Every alert is one place where a catalogue text (often the server's English) is shown.
  const text = useCatalogueText();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-xl border p-3 text-sm ${TONES[tone]}`}
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{typeof children === 'string' ? text(children) : children}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="self-start px-1 text-lg leading-none"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
