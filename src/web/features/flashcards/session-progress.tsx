import { useTranslation } from 'react-i18next';
import { formatAccuracy } from './srs-view';
import { formatNumber } from '../../i18n/format';

/** Progress bar and the Reviewed, Remaining and Accuracy figures (product.md#flashcards). */
export function SessionProgress({
  done,
  total,
  reviewed,
  correct,
  offline,
}: {
  done: number;
  total: number;
  reviewed: number;
  correct: number;
  offline: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const accuracy = formatAccuracy(reviewed, correct, i18n.language);
  const stats = [
    { label: t('flashcards.reviewed'), value: formatNumber(reviewed, i18n.language) },
    { label: t('flashcards.remaining'), value: formatNumber(total - done, i18n.language) },
    { label: t('flashcards.accuracy'), value: accuracy },
  ];
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label={t('flashcards.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-white px-2 py-2 shadow-sm dark:bg-slate-900">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {offline ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {t('flashcards.offlineNote')}
        </p>
      ) : null}
    </div>
  );
}
