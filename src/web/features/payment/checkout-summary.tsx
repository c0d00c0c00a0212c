import { useTranslation } from 'react-i18next';
import type { CheckoutSessionView } from '../../../contracts/payments';
import { Card } from '../../components/ui/card';
import { formatDay } from '../../i18n/format';
import { formatPrice } from './format';

/** What the learner is buying: the plan, the free trial, and what is charged after it. */
export function CheckoutSummary({ session }: { session: CheckoutSessionView }) {
  const { t, i18n } = useTranslation();
  const planName =
    session.plan === 'monthly' ? t('payment.billing.monthlyPlan') : t('payment.billing.annualPlan');
  const price = formatPrice(session.price, session.currency, i18n.language);
  const period = session.interval === 'month' ? t('payment.perMonth') : t('payment.perYear');
  return (
    <Card className="flex flex-col gap-3 self-start">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {t('payment.checkout.subscribeTo', { plan: planName })}
      </p>
      <p className="text-3xl font-bold tracking-tight">
        {t('payment.checkout.trialBadge', { days: session.trialDays })}
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        {t('payment.checkout.then', { price, period, date: formatDay(session.trialEndsAt, i18n.language) })}
      </p>
      <dl className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-semibold dark:border-slate-800">
        <dt>{t('payment.checkout.dueToday')}</dt>
        <dd>{formatPrice(0, session.currency, i18n.language)}</dd>
      </dl>
    </Card>
  );
}
