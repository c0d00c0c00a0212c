import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AssessmentResultDocument } from '../../../contracts/assessment';
import { SKILLS } from '../../../domain/assessment';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { formatDay, formatPercent } from '../../i18n/format';

/** Results (product.md#full-assessment): level, confidence, per-skill level and score, correct of total, minutes. */
export function ResultsView({
  result,
  nextAvailableDate,
  onRetake,
}: {
  result: AssessmentResultDocument;
  /** While the cooldown runs: when a retake opens (null once one is allowed). */
  nextAvailableDate: string | null;
  onRetake: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { scoring } = result;
  const minutes = Math.max(1, Math.round(result.duration / 60));
  return (
    <Page title={t('assessment.full.results.title')}>
      <Card className="flex flex-col gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('assessment.full.results.overall')}</p>
        <p className="text-4xl font-bold text-brand-700 dark:text-brand-500">
          <span data-testid="overall-level">{result.overallLevel}</span>{' '}
          <span className="text-lg font-semibold text-slate-700 dark:text-slate-300">
            {t(`assessment.levelNames.${result.overallLevel}`)}
          </span>
        </p>
        <p className="font-medium">
          {t('assessment.full.results.confidence', {
            confidence: formatPercent(result.confidence, i18n.language),
          })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('assessment.full.results.correctOfTotal', {
            correct: scoring.correctAnswers,
            total: scoring.totalQuestions,
          })}
          {' · '}
          {t('assessment.full.results.duration', { count: minutes })}
        </p>
      </Card>
      <Card className="mt-4">
        <h2 className="mb-3 text-lg font-semibold">{t('assessment.full.results.skillsTitle')}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {SKILLS.map((skill) => (
            <li key={skill} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
              <p className="font-semibold">{t(`assessment.skills.${skill}`)}</p>
              <p className="text-2xl font-bold">
                {t('assessment.full.results.skillScore', {
                  score: formatPercent(scoring[skill].score, i18n.language),
                })}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('assessment.full.results.suggested', { level: scoring[skill].suggestedLevel })}
              </p>
            </li>
          ))}
        </ul>
      </Card>
      {result.recommendations.length > 0 ? (
        <Card className="mt-4">
          <h2 className="mb-3 text-lg font-semibold">{t('assessment.full.results.recommendations')}</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {result.recommendations.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <Link to="/dashboard" className={buttonClass()}>
          {t('assessment.full.results.continueToDashboard')}
        </Link>
        {nextAvailableDate ? (
          // During the cooldown a retake would only reach "Assessment Not Available".
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('assessment.full.restricted.nextDate', {
                date: formatDay(nextAvailableDate, i18n.language),
              })}
            </p>
            <Button variant="secondary" disabled className="self-start">
              {t('assessment.full.results.retake')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={onRetake}>
            {t('assessment.full.results.retake')}
          </Button>
        )}
      </div>
    </Page>
  );
}
