import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { SUBSCRIPTION_QUERY_KEY, fetchSubscription, goTo, openPortal } from './api';
import { SubscriptionDetails } from './subscription-details';

/**
 * /payment for a learner who already has a live subscription: the plan they
 * have and a way to manage it, instead of a Subscribe button the server would refuse (409).
 */
export function CurrentPlan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subscription = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: fetchSubscription });
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: (data) => data.url && goTo(data.url, navigate),
  });
  const current = subscription.data?.subscription;
  return (
    <Card className="flex max-w-lg flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('payment.currentPlan')}</h2>
      {subscription.isPending ? <Spinner label={t('common.loading')} /> : null}
      {current ? <SubscriptionDetails subscription={current} /> : null}
      {portal.isError ? <Alert tone="error">{portal.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={portal.isPending} onClick={() => portal.mutate()}>
          {t('payment.manage')}
        </Button>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('payment.goToDashboard')}
        </Link>
      </div>
    </Card>
  );
}
