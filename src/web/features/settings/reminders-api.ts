import type { NotificationStatus } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';

export const fetchNotificationStatus = () => api<NotificationStatus>('/api/notifications/status');

export const sendTestReminder = () =>
  api<{ email: boolean; push: number }>('/api/notifications/test', { method: 'POST', body: {} });

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api<{ ok: true }>('/api/notifications/push-subscription', { method: 'POST', body: subscription });

export const deletePushSubscription = (endpoint: string) =>
  api<{ ok: true }>('/api/notifications/push-subscription', { method: 'DELETE', body: { endpoint } });
