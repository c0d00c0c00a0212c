import { useTranslation } from 'react-i18next';
import type { OnboardingData } from '../../../domain/onboarding';
import { Card } from '../../components/ui/card';
import { LockedList } from './choice-list';
import { useOptionText } from './use-option-text';

/** After step 2: each chosen interest with its description; the selection is locked (product.md#quick-start, product.md#onboarding-flow). */
export function InterestsConfirmation({ data }: { data: OnboardingData }) {
  const { t } = useTranslation();
  const options = useOptionText();
  return (
    <section aria-labelledby="interests-confirm" className="flex flex-col gap-3">
      <h2 id="interests-confirm" className="text-lg font-semibold">
        {t('onboarding.interestsConfirm.title')}
      </h2>
      <LockedList items={options('interests', data.interests)} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('onboarding.interestsConfirm.locked')}</p>
    </section>
  );
}

/** After step 4: an encouraging message and the solution for the chosen obstacle (product.md#quick-start). */
export function ObstacleSolution({ data }: { data: OnboardingData }) {
  const { t } = useTranslation();
  const id = data.mainObstacle?.id;
  if (!id) return null;
  return (
    <Card className="flex flex-col gap-3">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-500">
        {t(`onboarding.options.obstacles.${id}.label`)}
      </p>
      <h2 className="text-xl font-semibold">{t('onboarding.solution.title')}</h2>
      <p>{t(`onboarding.options.obstacles.${id}.message`)}</p>
      <h3 className="font-semibold">{t('onboarding.solution.howWeHelp')}</h3>
      <p>{t(`onboarding.options.obstacles.${id}.solution`)}</p>
    </Card>
  );
}
