import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canContinue, isOnboardingComplete } from '../../../domain/onboarding';
import type { UserDocument } from '../../../contracts/user';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import { resetOnboarding, saveOnboarding } from './api';
import { InterestsConfirmation, ObstacleSolution } from './interludes';
import { initialFlow, onboardingFlowReducer } from './onboarding-flow';
import { PlanSummary } from './plan-summary';
import { StepChoices, missingChoices } from './step-content';
import { StepProgress } from './step-progress';
import { clearOnboardingData, readOnboardingData, writeOnboardingData } from './storage';

/** product.md#quick-start Onboarding (/onboarding): six steps, then the study plan summary. */
export function OnboardingScreen() {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('onboarding.loading')} />;
  return <OnboardingFlow user={user} />;
}

function OnboardingFlow({ user }: { user: UserDocument | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(onboardingFlowReducer, null, () =>
    initialFlow(readOnboardingData(), user),
  );
  const { step, view, data } = state;

  function onContinue() {
    // Each completed step merges into the store and is kept in this browser (product.md#onboarding-flow).
    writeOnboardingData(data);
    dispatch({ type: 'continue' });
  }

  const finish = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async () => {
      // Data rebuilt from the profile is already saved there; only fresh answers are written.
      if (!isOnboardingComplete(data)) return;
      try {
        await saveOnboarding(data);
        // Saved answers leave the browser: a later sign-in must not write them over newer profile
        // fields (an assessment's level, say). A failed save keeps them for the next sign-in.
        clearOnboardingData();
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } catch (error) {
        // product.md#errors: onboarding save errors are only logged; the flow continues.
        console.error('Saving onboarding failed', error);
      }
    },
    onSuccess: () => void navigate('/payment'),
  });
  // Still disabled after the save: the page is leaving for /payment.
  const saving = finish.isPending || finish.isSuccess;

  function onFinish() {
    if (!user) return void navigate('/register');
    finish.mutate();
  }

  async function onRestart() {
    if (!window.confirm(t('onboarding.summary.restartConfirm'))) return;
    clearOnboardingData();
    dispatch({ type: 'restart' });
    try {
      await resetOnboarding();
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (error) {
      console.error('Resetting onboarding failed', error);
    }
  }

  if (view === 'summary') {
    return (
      <Page title={t('onboarding.summary.title')} subtitle={t('onboarding.summary.subtitle')}>
        <PlanSummary data={data} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onRestart} disabled={saving}>
            {t('onboarding.summary.restart')}
          </Button>
          <Button onClick={onFinish} disabled={saving} aria-busy={saving}>
            {saving
              ? t('onboarding.summary.saving')
              : isOnboardingComplete(data) && !user?.onboardingCompleted
                ? t('onboarding.summary.signUp')
                : t('onboarding.summary.continueToPayment')}
          </Button>
        </div>
      </Page>
    );
  }

  const missing = view === 'select' ? missingChoices(step, data) : 0;
  const enabled = view !== 'select' || canContinue(step, data);
  return (
    <Page title={t(`onboarding.steps.${step}.title`)} subtitle={t(`onboarding.steps.${step}.prompt`)}>
      <StepProgress step={step} />
      {view === 'select' ? (
        <StepChoices step={step} data={data} onChange={(d) => dispatch({ type: 'update', data: d })} />
      ) : null}
      {view === 'confirm' ? <InterestsConfirmation data={data} /> : null}
      {view === 'solution' ? <ObstacleSolution data={data} /> : null}
      <div className="mt-6 flex items-center justify-between gap-3">
        {step > 1 || view !== 'select' ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('onboarding.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3">
          {missing > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('onboarding.needMore', { count: missing })}
            </p>
          ) : null}
          <Button onClick={onContinue} disabled={!enabled}>
            {t('onboarding.continue')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
