import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { SUBSCRIPTION_QUERY_KEY, cancelSubscription, fetchSubscription, goTo, openPortal } from './api';
import { SubscriptionDetails } from './subscription-details';

/** The test-mode billing portal (/billing): the learner's subscription and a Cancel that ends it. */
export function BillingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const subscription = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: fetchSubscription });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (data) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, data);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: (data) => data.url && goTo(data.url, navigate),
  });

  const back = (
    <Link to="/settings" className={buttonClass('ghost')}>
      ← {t('payment.billing.backToSettings')}
    </Link>
  );
  let body;
  if (subscription.isPending) body = <Spinner label={t('common.loading')} />;
  else if (subscription.isError) {
    body = (
      <Card className="flex flex-col gap-3">
        <Alert tone="error">{t('payment.billing.loadFailed')}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void subscription.refetch()}>
          {t('payment.retry')}
        </Button>
      </Card>
    );
  } else if (subscription.data.mode === 'stripe') {
    // With Stripe, the provider's own portal manages the subscription.
    body = (
      <Card className="flex flex-col gap-3">
        {portal.isError ? <Alert tone="error">{portal.error.message}</Alert> : null}
        <Button className="self-start" disabled={portal.isPending} onClick={() => portal.mutate()}>
          {t('payment.billing.openPortal')}
        </Button>
      </Card>
    );
  } else if (!subscription.data.subscription) {
    body = (
      <Card className="flex flex-col gap-3">
        <p>{t('payment.billing.none')}</p>
        <Link to="/payment" className={buttonClass('primary', 'self-start')}>
          {t('payment.billing.choosePlan')}
        </Link>
      </Card>
    );
  } else {
    const current = subscription.data.subscription;
    const live = ['trialing', 'active', 'past_due'].includes(current.status);
    body = (
      <Card className="flex flex-col gap-4">
        <Alert tone="info">{t('payment.billing.testMode')}</Alert>
        <SubscriptionDetails subscription={current} />
        {cancel.isSuccess ? <Alert tone="success">{t('payment.billing.canceled')}</Alert> : null}
        {cancel.isError ? <Alert tone="error">{cancel.error.message}</Alert> : null}
        {live && !confirming ? (
          <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
            {t('payment.billing.cancel')}
          </Button>
        ) : null}
        {live && confirming ? (
          <div className="flex flex-col gap-3 rounded-xl border border-red-200 p-4 dark:border-red-900">
            <p>{t('payment.billing.cancelConfirm')}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? t('payment.billing.canceling') : t('payment.billing.confirmCancel')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('payment.billing.keep')}
              </Button>
            </div>
          </div>
        ) : null}
        {!live ? (
          <Link to="/payment" className={buttonClass('primary', 'self-start')}>
            {t('payment.billing.choosePlan')}
          </Link>
        ) : null}
      </Card>
    );
  }
  return (
    <Page title={t('payment.billing.title')} actions={back}>
      {body}
    </Page>
  );
}
