import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import { useCheckoutResult } from './use-checkout-result';

function Confirmation({ email, trialDays }: { email: string; trialDays: number }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <span
        className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
        aria-hidden
      >
        <svg viewBox="0 0 24 24" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="text-slate-700 dark:text-slate-200">{t('payment.success.emailTo', { email })}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {trialDays > 0 ? t('payment.success.trial') : t('payment.success.paidNow')}
      </p>
      <Link to="/dashboard" className={buttonClass('primary', 'w-full sm:w-auto')}>
        {t('payment.success.goToDashboard')}
      </Link>
    </Card>
  );
}

/**
 * product.md#payment success (/payment/success, public). The confirmation shows only for a
 * checkout of this learner that the server knows completed; a visitor, a
 * missing or foreign session id, or an unfinished checkout gets a neutral message and a link on.
 */
export function PaymentSuccessScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const result = useCheckoutResult(params.get('session_id'), user !== null);
  const status = result.data?.status;

  // The webhook has just changed the subscription: read the user document afresh.
  useEffect(() => {
    if (status === 'complete') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient, status]);

  if (isLoading || (result.isFetching && !result.data))
    return <Spinner label={t('payment.success.checking')} />;
  if (user && status === 'complete') {
    return (
      <Page title={t('payment.success.title')}>
        <Confirmation email={user.email} trialDays={result.data?.trialDays ?? 0} />
      </Page>
    );
  }
  return (
    <Page title={t('payment.success.neutralTitle')}>
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <p className="text-slate-700 dark:text-slate-200">
          {status === 'open' ? t('payment.success.pending') : t('payment.success.neutral')}
        </p>
        {user ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/dashboard" className={buttonClass('primary')}>
              {t('payment.success.goToDashboard')}
            </Link>
            <Link to="/payment" className={buttonClass('secondary')}>
              {t('payment.success.choosePlan')}
            </Link>
          </div>
        ) : (
          <Link to="/register" className={buttonClass('primary')}>
            {t('payment.success.signIn')}
          </Link>
        )}
      </Card>
    </Page>
  );
}
