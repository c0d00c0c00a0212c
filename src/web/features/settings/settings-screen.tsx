import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { AccountDataSection } from './account-data-section';
import { AccountSection } from './account-section';
import { LearningSection } from './learning-section';
import { MemoriesSection } from './memories-section';
import { NotificationsSection } from './notifications-section';
import { PreferencesSection } from './preferences-section';
import { RemindersSection } from './reminders-section';
import { SubscriptionSection } from './subscription-section';
import { SupportSection } from './support-section';
import { useSettings } from './use-settings';

/** product.md#settings: Account, Learning, Notifications, App Preferences, Subscription, Support & Information. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { user, settings, update, status } = useSettings();
  const save = (patch: Parameters<typeof update>[0]) => void update(patch);
  return (
    <Page
      title={t('settings.title')}
      actions={
        <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
          {status === 'saving' ? t('settings.saving') : status === 'saved' ? t('settings.saved') : ''}
        </p>
      }
    >
      {!user || !settings ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          <AccountSection user={user} />
          <LearningSection settings={settings} update={save} />
          <NotificationsSection settings={settings} update={save} />
          <RemindersSection settings={settings} />
          <PreferencesSection settings={settings} update={save} />
          <SubscriptionSection user={user} />
          <MemoriesSection />
          <AccountDataSection />
          <SupportSection />
        </div>
      )}
    </Page>
  );
}
