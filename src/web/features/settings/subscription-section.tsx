import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '../../../contracts/user';
import { accessEndsAt, learnerTerms } from '../../../domain/subscription-access';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { openBillingPortal, resumeSubscription } from './api';
import { Section, SettingRow } from './controls';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

const STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

/**
 * Subscription: its status (once cancelled, until when it stays active), Resume for a cancelled
 * one, Manage Subscription (billing portal, or /payment without one), Usage Statistics.
 */
export function SubscriptionSection({ user }: { user: UserDocument }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = STATUSES.find((known) => known === user.subscriptionStatus) ?? 'none';
  const trialEnd = user.trialEndsAt ? formatDay(user.trialEndsAt, i18n.language) : '';
  // Cancelled but still running: say until when, and that it will not renew.
  const endsAt = accessEndsAt(learnerTerms(user));
  const label = endsAt
    ? t(status === 'trialing' ? 'settings.subscription.endsTrial' : 'settings.subscription.ends', {
        date: formatDay(endsAt.toISOString(), i18n.language),
      })
    : t(`settings.subscription.status.${status}`, { date: trialEnd });
  const queryClient = useQueryClient();
  const resume = useMutation({
    ...RUN_OFFLINE,
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });

  const portal = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async () => {
      const { url } = await openBillingPortal();
      if (!url) throw new Error('no portal URL');
      return url;
    },
    onSuccess: (url) => {
      if (url.startsWith('/')) void navigate(url);
      else window.location.assign(url);
    },
  });
  // The button stays disabled once the portal opens: the page is leaving.
  const busy = portal.isPending || portal.isSuccess;

  function manage() {
    if (status === 'none') return void navigate('/payment');
    portal.mutate();
  }

  return (
    <Section title={t('settings.subscription.title')}>
      <SettingRow label={label}>
        <div className="flex flex-wrap gap-2">
          {endsAt ? (
            <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
              {t('settings.subscription.resume')}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={manage}>
            {t('settings.subscription.manage')}
          </Button>
        </div>
      </SettingRow>
      {portal.isError ? (
        <div className="py-3">
          <Alert tone="error">{t('settings.subscription.failed')}</Alert>
        </div>
      ) : null}
      {resume.isError ? (
        <div className="py-3">
          <Alert tone="error">{t('settings.subscription.resumeFailed')}</Alert>
        </div>
      ) : null}
      <Link
        to="/dashboard"
        className="flex min-h-12 items-center justify-between py-3 font-medium hover:text-brand-700 dark:hover:text-brand-500"
      >
        {t('settings.subscription.usage')}
        <span aria-hidden>→</span>
      </Link>
    </Section>
  );
}
