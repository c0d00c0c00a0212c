import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export type ReviewMode = 'read' | 'listen';

/** The review mode, kept in the address (`?mode=listen`) so a reload or a link keeps it. */
export function useReviewMode(): [ReviewMode, (mode: ReviewMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: ReviewMode = params.get('mode') === 'listen' ? 'listen' : 'read';
  const choose = (next: ReviewMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'listen') updated.set('mode', 'listen');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );
  return [mode, choose];
}

/** Read (the word shown) or Listen (the word heard and typed), as two toggle buttons. */
export function ReviewModeSwitch({
  mode,
  onChange,
}: {
  mode: ReviewMode;
  onChange: (mode: ReviewMode) => void;
}) {
  const { t } = useTranslation();
  const option = (value: ReviewMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none ${
        mode === value
          ? 'bg-brand-700 text-white'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('listening.modes')}
      className="mb-4 flex gap-1 rounded-xl border border-slate-200 bg-white p-1 sm:inline-flex dark:border-slate-800 dark:bg-slate-900"
    >
      {option('read', t('listening.read'))}
      {option('listen', t('listening.listen'))}
    </div>
  );
}
