import {
  notificationStatusSchema,
  okResponseSchema,
  testReminderResultSchema,
} from '../../../contracts/notifications';
import { api } from '../../lib/api-client';

export const fetchNotificationStatus = () => api('/api/notifications/status', {}, notificationStatusSchema);

export const sendTestReminder = () =>
  api('/api/notifications/test', { method: 'POST', body: {} }, testReminderResultSchema);

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api('/api/notifications/push-subscription', { method: 'POST', body: subscription }, okResponseSchema);

export const deletePushSubscription = (endpoint: string) =>
  api('/api/notifications/push-subscription', { method: 'DELETE', body: { endpoint } }, okResponseSchema);
