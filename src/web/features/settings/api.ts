import { messageResponseSchema } from '../../../contracts/account';
import { subscriptionResponseSchema, urlResponseSchema } from '../../../contracts/payments';
import { settingsResponseSchema, type SettingsPatch } from '../../../contracts/settings';
import { api } from '../../lib/api-client';

export const saveSettings = (patch: SettingsPatch) =>
  api('/api/me/settings', { method: 'PUT', body: patch }, settingsResponseSchema);

export const sendVerificationEmail = () =>
  api('/api/account/verification-email', { method: 'POST', body: {} }, messageResponseSchema);

export const changePassword = (currentPassword: string, newPassword: string) =>
  api('/api/account/password', { body: { currentPassword, newPassword } }, messageResponseSchema);

/** Undoes a cancellation before the subscription ends (it then renews as usual). */
export const resumeSubscription = () =>
  api('/api/payments/subscription/resume', { method: 'POST', body: {} }, subscriptionResponseSchema);

export const openBillingPortal = () =>
  api('/api/payments/portal', { method: 'POST', body: {} }, urlResponseSchema);
