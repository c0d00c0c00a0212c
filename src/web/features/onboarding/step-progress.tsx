import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../domain/onboarding';

/** The six-step progress indicator (product.md#quick-start). */
export function StepProgress({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation();
  const total = ONBOARDING_STEPS.length;
  return (
    <div className="mb-5">
      <p className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {t('onboarding.stepOf', { step, total })}
      </p>
      <div
        role="progressbar"
        aria-label={t('onboarding.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        className="flex gap-1"
      >
        {ONBOARDING_STEPS.map((s) => (
          <span
            key={s}
            className={`h-2 flex-1 rounded-full ${s <= step ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700'}`}
          />
        ))}
      </div>
    </div>
  );
}
