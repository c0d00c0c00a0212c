import type { UserDocument } from '../../../contracts/user';
import { api } from '../../lib/api-client';

export const continueWithEmail = (body: { email: string; password: string; rememberMe: boolean }) =>
  api<{ created: boolean; userId: string }>('/api/account/continue', { body });

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/api/account/password-reset/request', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ message: string }>('/api/account/password-reset', { body: { token, newPassword } });

export const fetchAuthConfig = () => api<{ googleSignIn: boolean }>('/api/config');

export const setupAccount = (body: { timeZone: string; hasOnboardingData: boolean }) =>
  api<{ user: UserDocument; next: '/dashboard' | '/payment' | '/quick-start' }>('/api/me/setup', { body });

/** Starts the redirect-based Google sign-in; the browser leaves the page on success. */
export async function startGoogleSignIn(): Promise<void> {
  const result = await api<{ url: string }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: '/register?signin=google', errorCallbackURL: '/register' },
  });
  window.location.assign(result.url);
}
