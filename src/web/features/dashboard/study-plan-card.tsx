import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../contracts/dashboard';
import type { UserDocument } from '../../../contracts/user';
import { readSettings } from '../../../contracts/settings';
import { hasStudyPlan } from '../../../domain/onboarding/plan';
import { Card } from '../../components/ui/card';
import { StudyPlanPrompt } from '../../components/study-plan-prompt';
import { useLessonTitle } from '../../lib/lesson-text';

/**
 * The study plan made in onboarding: its daily goal, focus topics and what the learner works on,
 * and the next lesson; before onboarding, the way to make one.
 */
export function StudyPlanCard({ user, data }: { user: UserDocument; data: DashboardResponse }) {
  const { t } = useTranslation();
  const titleOf = useLessonTitle();
  if (!hasStudyPlan(user)) return <StudyPlanPrompt />;
  const next = data.nextLesson;
  const chips = (group: 'interests' | 'improvementGoals', ids: readonly string[]) =>
    ids.map((id) => (
      <li
        key={id}
        className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
      >
        {t(`onboarding.options.${group}.${id}.label`)}
      </li>
    ));
  return (
    <Card data-testid="study-plan">
      <h2 className="text-lg font-semibold">{t('studyPlan.title')}</h2>
      <p className="mt-1 text-sm font-medium">
        {t('studyPlan.dailyGoal', { count: readSettings(user).dailyGoal })}
      </p>
      {user.interests.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('studyPlan.topics')}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">{chips('interests', user.interests)}</ul>
        </>
      ) : null}
      {user.improvementGoals.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('studyPlan.focus')}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">{chips('improvementGoals', user.improvementGoals)}</ul>
        </>
      ) : null}
      <h3 className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('studyPlan.nextLesson')}</h3>
      {next ? (
        <Link
          to={`/chat?lesson=${encodeURIComponent(next.id)}`}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {titleOf(next)} ({next.level})
        </Link>
      ) : (
        <p className="text-sm">{t('studyPlan.allLessonsDone')}</p>
      )}
    </Card>
  );
}
