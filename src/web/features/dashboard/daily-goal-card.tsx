import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { Card } from '../../components/ui/card';

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Short weekday of a YYYY-MM-DD date (already the learner's local day, so read it as UTC). */
function weekday(date: string, language: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' });
}

/**
 * Today's measured practice against the daily goal the settings show (product.md#dashboard-figures
 * daily_minutes), as a ring, and the week's minutes per day, each day marked when the goal was met.
 */
export function DailyGoalCard({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useTranslation();
  const { minutes: goal, todayMinutes, percent } = data.dailyGoal;
  const reached = percent >= 100;
  return (
    <Card data-testid="daily-goal">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('dashboard.goal.title')}</h2>
        <Link
          to="/settings"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {t('studyPlan.edit')}
        </Link>
      </div>
      <div className="mt-3 flex items-center gap-4">
        <svg
          viewBox="0 0 80 80"
          className="h-20 w-20 shrink-0 -rotate-90"
          role="progressbar"
          aria-label={t('dashboard.goal.ringLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <circle
            cx="40"
            cy="40"
            r={RADIUS}
            strokeWidth="8"
            className="fill-none stroke-slate-200 dark:stroke-slate-700"
          />
          <circle
            cx="40"
            cy="40"
            r={RADIUS}
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            className={`fill-none transition-all ${reached ? 'stroke-green-600' : 'stroke-brand-600'}`}
          />
        </svg>
        <div className="min-w-0">
          <p className="text-xl font-bold tabular-nums" data-testid="daily-goal-progress">
            {t('dashboard.goal.progress', { done: todayMinutes, goal })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {reached
              ? t('dashboard.goal.reached')
              : t('dashboard.goal.toGo', { count: Math.max(1, goal - todayMinutes) })}
          </p>
        </div>
      </div>
      {data.lastSevenDays.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('dashboard.goal.week')}
          </h3>
          <ol className="mt-2 grid grid-cols-7 gap-1 text-center">
            {data.lastSevenDays.map((day) => {
              const met = day.practiceMinutes >= goal;
              return (
                <li
                  key={day.date}
                  aria-label={t('dashboard.goal.dayMinutes', {
                    day: weekday(day.date, i18n.language),
                    count: day.practiceMinutes,
                  })}
                  className={`rounded-lg px-0.5 py-1 text-xs ${
                    met
                      ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100'
                      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                  }`}
                >
                  <span className="block truncate">{weekday(day.date, i18n.language)}</span>
                  <span className="block font-semibold tabular-nums">{day.practiceMinutes}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('dashboard.goal.measured')}</p>
    </Card>
  );
}
