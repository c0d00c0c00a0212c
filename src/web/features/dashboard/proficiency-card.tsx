import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDay, formatPercent } from '../../i18n/format';

const SKILLS = ['vocabulary', 'grammar', 'comprehension'] as const;

/** "Spanish Proficiency Level" with skills, last assessment and retake or cooldown (product.md#retake). */
export function ProficiencyCard({ data, offline }: { data: DashboardResponse; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const { proficiency, retake } = data;
  const formatDate = (iso: string) => formatDay(iso, i18n.language);
  const assessed = proficiency.totalAssessments > 0;
  // Older cached snapshots lack the fields: fall back to the full assessment's own figures.
  const daysAgo = proficiency.daysSinceLastAssessment ?? retake.daysSinceLastAssessment;
  const quickOnly = proficiency.hasFullAssessment === false;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('dashboard.proficiency.title')}</h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {proficiency.currentLevel ? (
          <span
            data-testid="level-badge"
            className="rounded-xl bg-brand-700 px-4 py-2 text-2xl font-bold text-white dark:bg-brand-600"
          >
            {proficiency.currentLevel}
          </span>
        ) : (
          <span
            data-testid="level-badge"
            className="rounded-xl bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {t('dashboard.proficiency.notAssessed')}
          </span>
        )}
        {proficiency.confidence !== null ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.proficiency.confidence', {
              value: formatPercent(proficiency.confidence, i18n.language),
            })}
          </span>
        ) : null}
      </div>
      {assessed ? (
        <>
          {proficiency.skillLevels ? (
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {SKILLS.map((skill) => (
                <div key={skill} className="rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">
                    {t(`dashboard.proficiency.skills.${skill}`)}
                  </dt>
                  <dd className="text-lg font-semibold">{proficiency.skillLevels?.[skill]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {proficiency.lastAssessmentDate ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t('dashboard.proficiency.lastAssessed', { date: formatDate(proficiency.lastAssessmentDate) })}
              {daysAgo !== null ? ` (${t('dashboard.proficiency.daysAgo', { count: daysAgo })})` : null}
            </p>
          ) : null}
          {quickOnly ? (
            <p data-testid="quick-only" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t('dashboard.proficiency.quickOnly')}
            </p>
          ) : null}
          <div className="mt-4">
            {retake.canRetake && offline ? (
              // The assessment needs the server: offline a retake that is due waits, disabled.
              <Button variant="secondary" disabled>
                {t('dashboard.proficiency.retake')}
              </Button>
            ) : retake.canRetake ? (
              <Link to="/assessment" className={buttonClass(quickOnly ? 'primary' : 'secondary')}>
                {quickOnly ? t('dashboard.proficiency.takeFull') : t('dashboard.proficiency.retake')}
              </Link>
            ) : (
              <div className="flex flex-col gap-2">
                {retake.nextAvailableDate ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('dashboard.proficiency.nextAvailable', { date: formatDate(retake.nextAvailableDate) })}
                  </p>
                ) : null}
                <Button variant="secondary" disabled className="self-start">
                  {/* Offline too: the cached cooldown still holds. */}
                  {t('dashboard.proficiency.cooldown')}
                </Button>
              </div>
            )}
          </div>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.proficiency.intro')}</p>
          {offline ? (
            <Button disabled className="self-start">
              {t('dashboard.proficiency.take')}
            </Button>
          ) : (
            <Link to="/assessment" className={buttonClass('primary', 'self-start')}>
              {t('dashboard.proficiency.take')}
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
