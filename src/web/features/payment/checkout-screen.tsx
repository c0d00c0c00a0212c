import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardPayment } from '../../../contracts/payments';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { fetchCheckoutSession, goTo, payCheckout } from './api';
import { CardForm } from './card-form';
import { CheckoutSummary } from './checkout-summary';

/** The built-in test-mode checkout page (/checkout/:sessionId), standing in for Stripe Checkout. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: () => fetchCheckoutSession(sessionId),
  });

  async function pay(card: CardPayment) {
    const { url } = await payCheckout(sessionId, card);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    goTo(url, navigate);
  }

  const back = (
    <Link to="/payment" className={buttonClass('ghost', 'self-start')}>
      ← {t('payment.checkout.back')}
    </Link>
  );
  let body;
  if (session.isPending) body = <Spinner label={t('common.loading')} />;
  else if (session.isError) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    body = (
      <Card className="flex flex-col gap-4">
        <Alert tone="error">
          {missing ? t('payment.checkout.notFound') : t('payment.checkout.loadFailed')}
        </Alert>
        {missing ? null : (
          <Button variant="secondary" className="self-start" onClick={() => void session.refetch()}>
            {t('payment.retry')}
          </Button>
        )}
        {back}
      </Card>
    );
  } else if (session.data.status !== 'open') {
    const complete = session.data.status === 'complete';
    body = (
      <Card className="flex flex-col gap-4">
        <Alert tone={complete ? 'success' : 'warning'}>
          {complete ? t('payment.checkout.complete') : t('payment.checkout.expired')}
        </Alert>
        <Link
          to={complete ? session.data.successUrl : '/payment'}
          className={buttonClass('primary', 'self-start')}
        >
          {t('payment.checkout.continue')}
        </Link>
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <CheckoutSummary session={session.data} />
        <Card className="flex flex-col gap-4">
          <Alert tone="warning" title={t('payment.checkout.testMode')}>
            {t('payment.checkout.testModeNote')}
          </Alert>
          <CardForm email={session.data.email} onPay={pay} />
        </Card>
      </div>
    );
  }
  return (
    <Page title={t('payment.checkout.title')} actions={back}>
      {body}
    </Page>
  );
}
