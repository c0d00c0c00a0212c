import { useTranslation } from 'react-i18next';
import type { QuickLevel } from '../../../domain/assessment';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { tutorContext, useTutorKind } from '../../lib/tutor-kind';

/** The quick check's results (product.md#quick-assessment): 'Level: X', a description and What's Next. */
export function QuickResults({
  level,
  saving,
  onContinue,
  onBack,
}: {
  level: QuickLevel;
  saving: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  // Names the tutor the learner is about to meet: the practice tutor or an AI tutor.
  const context = tutorContext(useTutorKind());
  const nextSteps = t('assessment.quick.nextSteps', { returnObjects: true, context }) as string[];
  return (
    <Page title={t('assessment.quick.resultsTitle')}>
      <Card className="flex flex-col gap-3">
        <h2 className="text-3xl font-bold text-brand-700 dark:text-brand-500">
          {t('assessment.quick.level', { level })}
        </h2>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {t(`assessment.levelNames.${level}`)}
        </p>
        <p>{t(`assessment.quick.descriptions.${level}`)}</p>
      </Card>
      <Card className="mt-4">
        <h2 className="mb-3 text-lg font-semibold">{t('assessment.quick.whatsNext')}</h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <Button onClick={onContinue} disabled={saving} aria-busy={saving}>
          {saving ? t('assessment.quick.saving') : t('assessment.quick.continueToConversation')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {t('assessment.quick.backToQuickStart')}
        </Button>
      </div>
    </Page>
  );
}
