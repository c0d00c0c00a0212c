import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  QUICK_START_STEPS,
  nextQuickStartStep,
  progressFraction,
  stepState,
  totalMinutesHeader,
} from '../../../domain/quick-start';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { MissingStudyPlanPrompt } from '../../components/study-plan-prompt';
import { formatPercent } from '../../i18n/format';
import { tutorContext, useTutorKind } from '../../lib/tutor-kind';

type Step = (typeof QUICK_START_STEPS)[number];

/** Where a step starts: the quick check has its own screen; the list links to the full assessment. */
function startRoute(step: Step): string {
  return 'startRoute' in step ? step.startRoute : step.route;
}

/** The journey page (product.md#quick-start): three steps, only the current one startable. */
export function Journey({
  progress,
  busy,
  onSkip,
}: {
  progress: string[];
  busy: boolean;
  onSkip: () => void;
}) {
  const { t, i18n } = useTranslation();
  // The first chat's description names the tutor the server runs.
  const context = tutorContext(useTutorKind());
  const { done, total, percent } = progressFraction(progress);
  const next = nextQuickStartStep(progress);
  const nextStep = QUICK_START_STEPS.find((s) => s.id === next);
  return (
    <Page
      title={t('quickStart.journey.title')}
      subtitle={t('quickStart.journey.header', { count: totalMinutesHeader() })}
    >
      <Card className="mb-4">
        <div className="mb-2 flex items-baseline justify-between text-sm font-medium">
          <span>{t('quickStart.journey.progress', { done, total })}</span>
          <span>{t('quickStart.journey.percent', { percent: formatPercent(percent, i18n.language) })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('quickStart.journey.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </Card>
      <ol className="flex flex-col gap-3">
        {QUICK_START_STEPS.map((step, index) => {
          const state = stepState(step.id, progress);
          return (
            <li key={step.id}>
              <Card
                aria-label={t(`quickStart.steps.${step.id}.title`)}
                className={`flex flex-col gap-3 sm:flex-row sm:items-center ${state === 'locked' ? 'opacity-70' : ''}`}
              >
                <div className="flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                    {t('quickStart.journey.stepNumber', { number: index + 1 })} ·{' '}
                    {t(`quickStart.steps.${step.id}.duration`)}
                  </p>
                  <h2 className="text-lg font-semibold">{t(`quickStart.steps.${step.id}.title`)}</h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`quickStart.steps.${step.id}.description`, { context })}
                  </p>
                  {state !== 'locked' ? (
                    <p
                      className={`mt-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                        state === 'completed'
                          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
                          : 'bg-brand-100 text-brand-800 dark:bg-slate-800 dark:text-brand-100'
                      }`}
                    >
                      {state === 'completed'
                        ? t('quickStart.journey.completed')
                        : t('quickStart.journey.inProgress')}
                    </p>
                  ) : null}
                  {/* product.md#quick-start: each step shows its own progress fraction and percent. */}
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="step-progress">
                    {t('quickStart.journey.stepProgress', {
                      done: state === 'completed' ? 1 : 0,
                      percent: formatPercent(state === 'completed' ? 100 : 0, i18n.language),
                    })}
                  </p>
                </div>
                {state === 'completed' ? (
                  <Link to={step.route} className={buttonClass('secondary')}>
                    {t('quickStart.journey.review')}
                  </Link>
                ) : state === 'current' ? (
                  <Link to={startRoute(step)} className={buttonClass()}>
                    {t('quickStart.journey.start')}
                  </Link>
                ) : (
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {t('quickStart.journey.locked')}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ol>
      <MissingStudyPlanPrompt className="mt-6" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
        {done === 0 && nextStep ? (
          <Link to={startRoute(nextStep)} className={buttonClass()}>
            {t('quickStart.journey.startJourney')}
          </Link>
        ) : null}
        {next === null ? (
          <Link to="/dashboard" className={buttonClass()}>
            {t('quickStart.journey.goToDashboard')}
          </Link>
        ) : null}
        <Button variant="ghost" onClick={onSkip} disabled={busy}>
          {t('quickStart.journey.skip')}
        </Button>
      </div>
    </Page>
  );
}
