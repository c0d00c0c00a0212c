import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { ActivityChart } from './activity-chart';
import { ConnectionBanner } from './connection-banner';
import { DailyGoalCard } from './daily-goal-card';
import { StudyPlanCard } from './study-plan-card';
import { KpiCards } from './kpi-cards';
import { MistakesCard } from './mistakes-card';
import { NextReminder } from './next-reminder';
import { ProficiencyCard } from './proficiency-card';
import { ProgressCard } from './progress-card';
import { QuickActions } from './quick-actions';
import { DashboardSidebar } from './sidebar';
import { useDashboardData } from './use-dashboard-data';

/** /dashboard: the learner's progress at a glance (product.md#dashboard, product.md#dashboard-figures). */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, isError, offline, refetch } = useDashboardData(user);
  // "Welcome back" once the learner has practised; a first visit is only a welcome.
  const returning = Boolean(user?.lastActiveDate);
  const title = user?.displayName
    ? t(returning ? 'dashboard.welcomeNamed' : 'dashboard.welcomeFirstNamed', { name: user.displayName })
    : t(returning ? 'dashboard.welcome' : 'dashboard.welcomeFirst');
  return (
    <Page title={title} subtitle={t('dashboard.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[11rem_1fr]">
        <DashboardSidebar />
        <div className="flex min-w-0 flex-col gap-4">
          <ConnectionBanner offline={offline} />
          <NextReminder />
          {isError && !data ? (
            <Alert tone="error">
              <p>{t('dashboard.loadFailed')}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
                {t('dashboard.retry')}
              </Button>
            </Alert>
          ) : null}
          <KpiCards data={data} />
          {data ? (
            <div className="grid gap-4 md:grid-cols-2">
              <DailyGoalCard data={data} />
              {user ? <StudyPlanCard user={user} data={data} /> : null}
              <ProgressCard data={data} />
              <ProficiencyCard data={data} offline={offline} />
              {data.lastSevenDays.length > 0 ? <ActivityChart days={data.lastSevenDays} /> : null}
              <QuickActions data={data} offline={offline} />
              <MistakesCard offline={offline} />
            </div>
          ) : !isError ? (
            <div className="grid gap-4 md:grid-cols-2" aria-hidden>
              {[0, 1].map((i) => (
                <Card key={i} className="h-48 animate-pulse bg-slate-100 dark:bg-slate-800" />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
