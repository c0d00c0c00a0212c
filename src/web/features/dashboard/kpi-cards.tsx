import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { Icon } from './icons';
import { formatNumber } from '../../i18n/format';

const KPIS = [
  { key: 'streak', icon: 'flame', value: (d: DashboardResponse) => d.streak },
  { key: 'words', icon: 'book', value: (d: DashboardResponse) => d.words },
  { key: 'due', icon: 'clock', value: (d: DashboardResponse) => d.dueCount },
  { key: 'minutes', icon: 'mic', value: (d: DashboardResponse) => d.practiceMinutes },
] as const;

/** Day Streak, Words Learned, Due for Review, Practice Minutes, with placeholders while loading. */
export function KpiCards({ data }: { data: DashboardResponse | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={data ? undefined : true}>
      {KPIS.map((kpi) => (
        <div
          key={kpi.key}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Icon name={kpi.icon} className="h-4 w-4 text-brand-600 dark:text-brand-500" />
            {t(`dashboard.kpi.${kpi.key}`)}
          </dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums">
            {data ? (
              formatNumber(kpi.value(data), i18n.language)
            ) : (
              <span
                data-testid="kpi-placeholder"
                className="inline-block h-8 w-14 animate-pulse rounded-lg bg-slate-200 align-middle dark:bg-slate-700"
              >
                <span className="sr-only">{t('common.loading')}</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
