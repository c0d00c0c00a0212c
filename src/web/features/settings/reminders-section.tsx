import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../contracts/settings';
import { Button } from '../../components/ui/button';
import { currentPushSubscription, pushSupported, subscribePush, unsubscribePush } from '../../lib/push';
import { Section } from './controls';
import {
  deletePushSubscription,
  fetchNotificationStatus,
  savePushSubscription,
  sendTestReminder,
} from './reminders-api';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Reminder channels (email, this device's push), a test reminder, and the next one due. */
export function RemindersSection({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['notifications-status', settings.dailyReminders, settings.reminderTime],
    queryFn: fetchNotificationStatus,
  });
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  const action = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (work: () => Promise<string>) => work(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['notifications-status'] }),
  });
  const busy = action.isPending;
  const message = action.isError ? t('reminders.failed') : (action.data ?? '');
  const run = (work: () => Promise<string>) => action.mutate(work);

  useEffect(() => {
    void currentPushSubscription().then((sub) => setPushOn(Boolean(sub)));
  }, []);

  const turnOnPush = () =>
    run(async () => {
      const key = status.data?.vapidPublicKey;
      const sub = key ? await subscribePush(key) : null;
      if (!sub) return t('reminders.pushRefused');
      await savePushSubscription(sub);
      setPushOn(true);
      return t('reminders.pushOnDone');
    });
  const turnOffPush = () =>
    run(async () => {
      const endpoint = await unsubscribePush();
      if (endpoint) await deletePushSubscription(endpoint);
      setPushOn(false);
      return t('reminders.pushOffDone');
    });
  const test = () =>
    run(async () => {
      const result = await sendTestReminder();
      if (result.email) return t('reminders.testSent', { count: result.push });
      // No email: an unverified address gets none (the line above says so); else the server's reason.
      const why = status.data?.email === false ? t('reminders.emailUnverified') : (result.emailMessage ?? '');
      return `${t('reminders.testPushOnly', { count: result.push })} ${why}`.trim();
    });

  const next = status.data?.nextReminderAt
    ? new Date(status.data.nextReminderAt).toLocaleString(i18n.language, {
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;

  return (
    <Section title={t('reminders.title')}>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="reminder-email">
        {status.data?.email === false ? t('reminders.emailUnverified') : t('reminders.email')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {!pushSupported()
            ? t('reminders.pushUnsupported')
            : pushOn
              ? t('reminders.pushOn')
              : t('reminders.pushOff')}
        </p>
        {pushSupported() && pushOn === false && settings.dailyReminders ? (
          // The permission prompt appears only from this button, once reminders are on.
          <Button variant="secondary" disabled={busy || !status.data} onClick={() => void turnOnPush()}>
            {t('reminders.pushTurnOn')}
          </Button>
        ) : null}
        {pushOn ? (
          <Button variant="secondary" disabled={busy} onClick={() => void turnOffPush()}>
            {t('reminders.pushTurnOff')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="next-reminder">
        {next ? t('reminders.next', { when: next }) : t('reminders.noNext')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => void test()}>
          {t('reminders.sendTest')}
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {message}
        </p>
      </div>
    </Section>
  );
}
