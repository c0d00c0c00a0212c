import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SUBSCRIPTION_QUERY_KEY, fetchSubscription, goTo, openPortal } from './api';
import { CancellationControls } from './cancellation-controls';
import { SubscriptionDetails } from './subscription-details';

/**
 * /billing: the learner's subscription, Cancel (at the end of the trial or period) and Resume.
 * In test mode it is the whole billing portal; with Stripe it also opens Stripe's own portal.
 */
export function BillingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subscription = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: fetchSubscription });
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: (data) => data.url && goTo(data.url, navigate),
  });

  const stripe = subscription.data?.mode === 'stripe';
  const portalButton = (
    <>
      {portal.isError ? <Alert tone="error">{portal.error.message}</Alert> : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={portal.isPending}
        onClick={() => portal.mutate()}
      >
        {t('payment.billing.openPortal')}
      </Button>
    </>
  );
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
  } else if (!subscription.data.subscription) {
    body = (
      <Card className="flex flex-col gap-3">
        <p>{t('payment.billing.none')}</p>
        <Link to="/payment" className={buttonClass('primary', 'self-start')}>
          {t('payment.billing.choosePlan')}
        </Link>
        {stripe ? portalButton : null}
      </Card>
    );
  } else {
    const current = subscription.data.subscription;
    const live = ['trialing', 'active', 'past_due'].includes(current.status);
    body = (
      <Card className="flex flex-col gap-4">
        {stripe ? null : <Alert tone="info">{t('payment.billing.testMode')}</Alert>}
        <SubscriptionDetails subscription={current} />
        <CancellationControls subscription={current} />
        {/* With Stripe, its own portal changes the card and shows the invoices. */}
        {stripe ? portalButton : null}
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
