import type { Settings, SettingsPatch } from '../../../contracts/settings';
import type { UserDocument } from '../../../contracts/user';
import { api } from '../../lib/api-client';

export const saveSettings = (patch: SettingsPatch) =>
  api<{ settings: Settings; user: UserDocument }>('/api/me/settings', { method: 'PUT', body: patch });

export const sendVerificationEmail = () =>
  api<{ message: string }>('/api/account/verification-email', { method: 'POST', body: {} });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<{ message: string }>('/api/account/password', { body: { currentPassword, newPassword } });

export const openBillingPortal = () =>
  api<{ url?: string }>('/api/payments/portal', { method: 'POST', body: {} });
