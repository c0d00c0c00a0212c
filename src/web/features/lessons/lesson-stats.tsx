import { useTranslation } from 'react-i18next';
import type { LessonStatsResponse } from '../../../contracts/lessons';
import { formatNumber, formatPercent } from '../../i18n/format';

/** Completion %, Completed, Time Spent (minutes), Avg Score % (product.md#lessons). */
export function LessonStats({ stats }: { stats: LessonStatsResponse }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const items = [
    { label: t('lessons.stats.completion'), value: formatPercent(stats.completionPercentage, i18n.language) },
    {
      label: t('lessons.stats.completed'),
      value: `${number(stats.completedLessons)}/${number(stats.totalLessons)}`,
    },
    {
      label: t('lessons.stats.timeSpent'),
      value: t('lessons.stats.minutes', { count: Math.round(stats.totalTimeSpent / 60) }),
    },
    { label: t('lessons.stats.avgScore'), value: formatPercent(stats.averageScore, i18n.language) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
