import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '../../../contracts/user';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { openBillingPortal } from './api';
import { Section, SettingRow } from './controls';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

const STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** Subscription: its status, Manage Subscription (billing portal, or /payment without one), Usage Statistics. */
export function SubscriptionSection({ user }: { user: UserDocument }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = STATUSES.find((known) => known === user.subscriptionStatus) ?? 'none';
  const trialEnd = user.trialEndsAt ? formatDay(user.trialEndsAt, i18n.language) : '';

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
      <SettingRow label={t(`settings.subscription.status.${status}`, { date: trialEnd })}>
        <Button variant="secondary" disabled={busy} onClick={manage}>
          {t('settings.subscription.manage')}
        </Button>
      </SettingRow>
      {portal.isError ? (
        <div className="py-3">
          <Alert tone="error">{t('settings.subscription.failed')}</Alert>
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
