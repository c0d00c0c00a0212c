import { useTranslation } from 'react-i18next';
import {
  selectedIds,
  studyPlanSummary,
  type OnboardingData,
  type SelectionDetail,
} from '../../../domain/onboarding';
import { Card } from '../../components/ui/card';
import { useOptionText } from './use-option-text';

/** Ids in the order chosen; older stored data may hold the id list only. */
function ordered(details: readonly SelectionDetail[], ids: readonly string[]): readonly string[] {
  return details.length > 0 ? selectedIds(details) : ids;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

function Chips({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('onboarding.summary.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-slate-800 dark:text-brand-100"
            >
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The study plan summary (product.md#quick-start step 6): level name, plan stats, motivation, goals, topics. */
export function PlanSummary({ data }: { data: OnboardingData }) {
  const { t } = useTranslation();
  const options = useOptionText();
  const plan = studyPlanSummary(data);
  const labels = (group: Parameters<typeof options>[0], ids: readonly string[]) =>
    options(group, ids).map((o) => o.label);
  // Labels are translated from the ids, in the order chosen, rather than shown from the stored English.
  const goals = labels('goals', ordered(data.goalDetails, data.goals));
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-1">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('onboarding.steps.5.title')}</p>
        <p className="text-2xl font-bold text-brand-700 dark:text-brand-500">
          {t('onboarding.summary.levelLabel', {
            number: plan.levelNumber,
            name: t(`onboarding.planLevels.${plan.levelNumber}`),
          })}
        </p>
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold">{t('onboarding.summary.statsTitle')}</h2>
        <dl className="grid grid-cols-3 gap-2">
          <Stat label={t('onboarding.summary.dailyMinutes')} value={plan.dailyMinutes} />
          <Stat label={t('onboarding.summary.weeklyMinutes')} value={plan.weeklyMinutes} />
          <Stat label={t('onboarding.summary.wordsPerWeek')} value={plan.wordsPerWeek} />
        </dl>
      </Card>
      <Card className="flex flex-col gap-4">
        <section>
          <h3 className="mb-1 font-semibold">{t('onboarding.summary.motivation')}</h3>
          <p>{goals[0] ?? t('onboarding.summary.none')}</p>
        </section>
        <Chips title={t('onboarding.summary.goals')} items={goals} />
        <Chips
          title={t('onboarding.summary.topics')}
          items={labels('interests', ordered(data.interestDetails, data.interests))}
        />
        <Chips
          title={t('onboarding.summary.focus')}
          items={labels('improvementGoals', ordered(data.improvementDetails, data.improvementGoals))}
        />
      </Card>
    </div>
  );
}
