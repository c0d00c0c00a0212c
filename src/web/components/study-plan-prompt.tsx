import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasStudyPlan } from '../../domain/onboarding/plan';
import { useSession } from '../lib/session';
import { buttonClass } from './ui/button';
import { Card } from './ui/card';

/**
 * The way to the study plan (onboarding) for a learner who has none yet: the dashboard and the
 * quick start both offer it, so the plan is never a screen the learner has to find alone.
 */
export function StudyPlanPrompt({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Card className={className} data-testid="study-plan-prompt">
      <h2 className="text-lg font-semibold">{t('studyPlan.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('studyPlan.prompt')}</p>
      <Link to="/onboarding" className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}>
        {t('studyPlan.create')}
      </Link>
    </Card>
  );
}

/** The prompt, only while the signed-in learner has no study plan (the quick start shows it). */
export function MissingStudyPlanPrompt({ className = '' }: { className?: string }) {
  const { user } = useSession();
  return user && !hasStudyPlan(user) ? <StudyPlanPrompt className={className} /> : null;
}
