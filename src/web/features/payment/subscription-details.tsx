import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '../../../contracts/payments';
import { formatDay } from '../../i18n/format';

const KNOWN = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** Plan, status and the date that matters for that status (when access ends, once cancelled). */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation();
  const status = KNOWN.find((known) => known === subscription.status) ?? 'none';
  const rows: [string, string][] = [
    [
      t('payment.billing.plan'),
      subscription.plan === 'annual' ? t('payment.billing.annualPlan') : t('payment.billing.monthlyPlan'),
    ],
    [t('payment.billing.status'), t(`payment.billing.statuses.${status}`)],
  ];
  const end = subscription.currentPeriodEnd;
  if (subscription.cancelAtPeriodEnd && subscription.accessEndsAt) {
    // Cancelled: it will not renew, so the date that matters is when access stops.
    rows.push([t('payment.billing.accessUntil'), formatDay(subscription.accessEndsAt, i18n.language)]);
  } else if (status === 'trialing' && subscription.trialEndsAt) {
    rows.push([t('payment.billing.trialEnds'), formatDay(subscription.trialEndsAt, i18n.language)]);
  } else if (status === 'canceled' && end) {
    rows.push([t('payment.billing.ended'), formatDay(end, i18n.language)]);
  } else if (end) {
    rows.push([t('payment.billing.renews'), formatDay(end, i18n.language)]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
