import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse, SubscriptionView } from '../../../contracts/payments';
import { paidThrough } from '../../../domain/subscription-access';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatDay } from '../../i18n/format';
import { ApiError } from '../../lib/api-client';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { SUBSCRIPTION_QUERY_KEY, cancelSubscription, resumeSubscription } from './api';

const LIVE = ['trialing', 'active', 'past_due'];
const REFUSALS = ['no-subscription', 'subscription-ended', 'not-scheduled'] as const;

/** The end of the time already granted (the trial's end in a trial), as the cancellation keeps it. */
function grantedUntil(subscription: SubscriptionView): string | null {
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  const end = paidThrough({
    status: subscription.status,
    trialEnd: date(subscription.trialEndsAt),
    currentPeriodEnd: date(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  });
  return end ? end.toISOString() : null;
}

/**
 * Cancel, with a confirmation that says until when access continues, or, once cancelled, the
 * plain statement that it stays active until then and will not renew, and a way to resume.
 */
export function CancellationControls({ subscription }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const changed = async (data: SubscriptionResponse) => {
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, data);
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const cancel = useMutation({ ...RUN_OFFLINE, mutationFn: cancelSubscription, onSuccess: changed });
  const resume = useMutation({ ...RUN_OFFLINE, mutationFn: resumeSubscription, onSuccess: changed });
  if (!LIVE.includes(subscription.status)) return null;

  const trial = subscription.status === 'trialing';
  const failure = cancel.error ?? resume.error;
  const code = failure instanceof ApiError ? REFUSALS.find((known) => known === failure.code) : undefined;
  const problem = failure ? (
    <Alert tone="error">{t(`payment.billing.changeErrors.${code ?? 'failed'}`)}</Alert>
  ) : null;

  if (subscription.cancelAtPeriodEnd && subscription.accessEndsAt) {
    const date = formatDay(subscription.accessEndsAt, i18n.language);
    return (
      <>
        <Alert tone="warning">
          {t(trial ? 'payment.billing.endsNoticeTrial' : 'payment.billing.endsNotice', { date })}
        </Alert>
        {problem}
        <Button className="self-start" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending ? t('payment.billing.resuming') : t('payment.billing.resume')}
        </Button>
      </>
    );
  }

  const until = grantedUntil(subscription);
  const date = until ? formatDay(until, i18n.language) : '';
  return (
    <>
      {resume.isSuccess ? <Alert tone="success">{t('payment.billing.resumed')}</Alert> : null}
      {problem}
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 p-4 dark:border-red-900">
          <p>{t(trial ? 'payment.billing.cancelConfirmTrial' : 'payment.billing.cancelConfirm', { date })}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? t('payment.billing.canceling') : t('payment.billing.confirmCancel')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('payment.billing.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
          {t('payment.billing.cancel')}
        </Button>
      )}
    </>
  );
}
