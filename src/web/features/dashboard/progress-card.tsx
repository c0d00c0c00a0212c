import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../i18n/format';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

const BARS = [
  { key: 'learning', label: 'dashboard.progress.learning', color: 'bg-sky-500' },
  { key: 'mastered', label: 'dashboard.progress.mastered', color: 'bg-green-500' },
  { key: 'needs_review', label: 'dashboard.progress.needsReview', color: 'bg-amber-500' },
] as const;

/** "Your Progress": status shares of all words, words per week and accuracy (product.md#dashboard). */
export function ProgressCard({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useTranslation();
  const total = data.statusBreakdown.total;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('dashboard.progress.title')}</h2>
      {total === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.progress.noWords')}</p>
      ) : null}
      <ul className="mt-4 flex flex-col gap-3">
        {BARS.map((bar) => {
          const count = data.statusBreakdown[bar.key];
          const percent = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <li key={bar.key}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{t(bar.label)}</span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {t('dashboard.progress.share', {
                    count,
                    percent: formatPercent(percent, i18n.language),
                  })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t(bar.label)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className={`h-full rounded-full ${bar.color}`} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>{t('dashboard.progress.wordsPerWeek', { count: data.learningVelocity })}</span>
        <span>
          {t('dashboard.progress.accuracy', {
            // One decimal, as the spec's rule; Intl writes the percent for the UI language.
            value: formatPercent(data.reviewAccuracy, i18n.language, 1),
          })}
        </span>
      </div>
      {data.dueCount > 0 ? (
        <Link to="/flashcards" className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}>
          {t('dashboard.progress.reviewVocabulary')}
        </Link>
      ) : null}
    </Card>
  );
}
