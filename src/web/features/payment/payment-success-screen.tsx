import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';

/** Spec doc 1 §2 Payment success (/payment/success, public): confirmation, email note, Go to Dashboard. */
export function PaymentSuccessScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();

  // The webhook has just changed the subscription: read the user document afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  return (
    <Page title={t('payment.success.title')}>
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <span
          className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
          aria-hidden
        >
          <svg viewBox="0 0 24 24" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="text-slate-700 dark:text-slate-200">
          {user ? t('payment.success.emailTo', { email: user.email }) : t('payment.success.email')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payment.success.trial')}</p>
        <Link to="/dashboard" className={buttonClass('primary', 'w-full sm:w-auto')}>
          {t('payment.success.goToDashboard')}
        </Link>
      </Card>
    </Page>
  );
}
