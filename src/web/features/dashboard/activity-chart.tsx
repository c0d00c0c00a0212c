import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '../../../contracts/dashboard';
import { Card } from '../../components/ui/card';

const CHART_HEIGHT = 96;

/** Short weekday of a YYYY-MM-DD date (already the learner's local day, so read it as UTC). */
function weekday(date: string, language: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' });
}

/** Bar height in pixels; each series has its own scale, and a non-zero day is always visible. */
const barHeight = (value: number, max: number) =>
  value === 0 ? 0 : Math.max(4, (value / max) * CHART_HEIGHT);

/** Reviews and practice minutes of the last 7 days, as bars with a table for screen readers. */
export function ActivityChart({ days }: { days: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const maxReviews = Math.max(1, ...days.map((d) => d.reviews));
  const maxMinutes = Math.max(1, ...days.map((d) => d.practiceMinutes));
  const totalReviews = days.reduce((sum, d) => sum + d.reviews, 0);
  const totalMinutes = days.reduce((sum, d) => sum + d.practiceMinutes, 0);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('dashboard.chart.title')}</h2>
        <div className="flex gap-4 text-xs text-slate-600 dark:text-slate-400" aria-hidden>
          <span className="flex items-center gap-1">
            <span className="h-2.5 w-2.5 rounded-sm bg-brand-600" />
            {t('dashboard.chart.reviews')}
          </span>
          <span className="flex items-center gap-1">
            <span className="h-2.5 w-2.5 rounded-sm bg-accent-500" />
            {t('dashboard.chart.minutes')}
          </span>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('dashboard.chart.summary', {
          reviews: t('dashboard.chart.reviewCount', { count: totalReviews }),
          minutes: t('dashboard.chart.minuteCount', { count: totalMinutes }),
        })}
      </p>
      <div className="mt-4 grid grid-cols-7 gap-1" aria-hidden>
        {days.map((day) => (
          <div key={day.date} className="flex flex-col items-center gap-1">
            <div className="flex items-end gap-0.5" style={{ height: CHART_HEIGHT + 16 }}>
              {[
                { value: day.reviews, max: maxReviews, color: 'bg-brand-600' },
                { value: day.practiceMinutes, max: maxMinutes, color: 'bg-accent-500' },
              ].map((bar, i) => (
                <div key={i} className="flex w-3 flex-col items-center justify-end sm:w-4">
                  <span className="text-[10px] text-slate-500 tabular-nums dark:text-slate-400">
                    {bar.value > 0 ? bar.value : ''}
                  </span>
                  <div
                    className={`w-full rounded-t ${bar.color}`}
                    style={{ height: barHeight(bar.value, bar.max) }}
                  />
                </div>
              ))}
            </div>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {weekday(day.date, i18n.language)}
            </span>
          </div>
        ))}
      </div>
      {/* The hiding box wraps the table: a table never shrinks to sr-only's 1 px, so on a phone its
          full width stuck out past the screen and made the page scroll sideways. */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.reviews')}</th>
              <th scope="col">{t('dashboard.chart.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.reviews}</td>
                <td>{day.practiceMinutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
