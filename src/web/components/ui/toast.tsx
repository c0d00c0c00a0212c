import { createPortal } from 'react-dom';

const TONES = {
  success: 'bg-slate-900 text-white dark:bg-white dark:text-slate-900',
  error: 'bg-red-700 text-white dark:bg-red-600',
};

/**
 * A short message floating above the page (e.g. 'Successfully logged out!'). Rendered into
 * <body> so it stays on top of any layout; announced politely to screen readers.
 */
export function Toast({ message, tone = 'success' }: { message: string | null; tone?: keyof typeof TONES }) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
      aria-live="polite"
    >
      {message ? (
        <div
          role="status"
          className={`pointer-events-auto rounded-xl px-4 py-3 text-sm font-semibold shadow-lg ${TONES[tone]}`}
        >
          {message}
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
