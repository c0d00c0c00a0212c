import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '../../../contracts/payments';
import { hasAccess, learnerTerms } from '../../../domain/subscription-access';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { CheckoutError, PLANS_QUERY_KEY, fetchPlans, goTo, startCheckout, type CheckoutProblem } from './api';
import { BenefitsList } from './benefits-list';
import { CurrentPlan } from './current-plan';
import { formatPrice } from './format';
import { PlanToggle } from './plan-toggle';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** product.md#payment (/payment): plan toggle, price, Subscribe, benefits; product.md#validation Subscribe rules. */
export function PaymentScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const plans = useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans, staleTime: Infinity });
  const [plan, setPlan] = useState<PlanId>('monthly');
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const firstName = user?.displayName?.trim().split(/\s+/)[0];
  // A cancelled trial or plan still running counts until its end (then the plans show again).
  const subscribed = user !== null && hasAccess(learnerTerms(user), new Date());

  const checkout = useMutation({
    ...RUN_OFFLINE,
    mutationFn: startCheckout,
    onSuccess: (target) => goTo(target, navigate),
    onError: (error) =>
      setProblem(error instanceof CheckoutError ? error.problem : { key: 'checkoutFailed' }),
  });
  // Still disabled once checkout opens: the page is leaving for it.
  const busy = checkout.isPending || checkout.isSuccess;

  function subscribe() {
    setProblem(null);
    // product.md#validation: Subscribe needs a signed-in user and a stored payment customer id.
    if (!user) return setProblem({ key: 'loginRequired' });
    if (!user.stripeCustomerId) return setProblem({ key: 'noCustomer' });
    checkout.mutate(plan);
  }

  const selected = plans.data?.plans.find((candidate) => candidate.id === plan);
  const period = plan === 'monthly' ? t('payment.perMonth') : t('payment.perYear');
  return (
    <Page
      title={
        subscribed
          ? t('payment.alreadySubscribed')
          : firstName
            ? t('payment.welcome', { name: firstName })
            : t('payment.headline')
      }
      {...(firstName && !subscribed ? { subtitle: t('payment.startTrial') } : {})}
    >
      {subscribed ? (
        <CurrentPlan />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col gap-5">
            <PlanToggle value={plan} onChange={setPlan} savePercent={plans.data?.annualSavingPercent ?? 17} />
            {plans.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : plans.isError || !selected ? (
              <div className="flex flex-col gap-3">
                <Alert tone="error">{t('payment.plansFailed')}</Alert>
                <Button variant="secondary" className="self-start" onClick={() => void plans.refetch()}>
                  {t('payment.retry')}
                </Button>
              </div>
            ) : (
              <div aria-live="polite">
                <p className="flex items-baseline gap-2">
                  <span className="text-4xl font-bold tracking-tight" data-testid="price">
                    {formatPrice(selected.price, selected.currency, i18n.language)}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{period}</span>
                </p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t('payment.trialTerms', {
                    days: plans.data.trialDays,
                    price: formatPrice(selected.price, selected.currency, i18n.language),
                    period,
                  })}
                </p>
              </div>
            )}
            {problem ? (
              <Alert tone="error">
                {'key' in problem ? t(`payment.errors.${problem.key}`) : problem.text}
              </Alert>
            ) : null}
            <Button onClick={subscribe} disabled={busy || !selected} className="w-full">
              {busy ? t('payment.redirecting') : t('payment.subscribe')}
            </Button>
          </Card>
          <Card>
            <BenefitsList />
          </Card>
        </div>
      )}
    </Page>
  );
}
