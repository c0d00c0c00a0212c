import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationStatusSchema } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';

/** One line saying when the next daily reminder is due (nothing when reminders are off). */
export function NextReminder() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['notifications-status', 'dashboard'],
    queryFn: () => api('/api/notifications/status', {}, notificationStatusSchema),
    retry: false,
  });
  if (!data?.nextReminderAt) return null;
  const when = new Date(data.nextReminderAt).toLocaleString(i18n.language, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="next-reminder">
      {t('reminders.next', { when })}
    </p>
  );
}
