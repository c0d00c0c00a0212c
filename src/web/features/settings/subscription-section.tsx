import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '../../../contracts/user';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { openBillingPortal } from './api';
import { Section, SettingRow } from './controls';

const STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** Subscription: its status, Manage Subscription (billing portal, or /payment without one), Usage Statistics. */
export function SubscriptionSection({ user }: { user: UserDocument }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const status = STATUSES.find((known) => known === user.subscriptionStatus) ?? 'none';
  const trialEnd = user.trialEndsAt ? formatDay(user.trialEndsAt, i18n.language) : '';

  async function manage() {
    if (status === 'none') return navigate('/payment');
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await openBillingPortal();
      if (!url) throw new Error('no portal URL');
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Section title={t('settings.subscription.title')}>
      <SettingRow label={t(`settings.subscription.status.${status}`, { date: trialEnd })}>
        <Button variant="secondary" disabled={busy} onClick={() => void manage()}>
          {t('settings.subscription.manage')}
        </Button>
      </SettingRow>
      {failed ? (
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
