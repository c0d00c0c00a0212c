import {
  continueResponseSchema,
  messageResponseSchema,
  serverConfigSchema,
} from '../../../contracts/account';
import { setupResponseSchema } from '../../../contracts/user';
import type { OnboardingData } from '../../../domain/onboarding';
import { api } from '../../lib/api-client';

export const continueWithEmail = (body: { email: string; password: string; rememberMe: boolean }) =>
  api('/api/account/continue', { body }, continueResponseSchema);

export const requestPasswordReset = (email: string) =>
  api('/api/account/password-reset/request', { body: { email } }, messageResponseSchema);

export const resetPassword = (token: string, newPassword: string) =>
  api('/api/account/password-reset', { body: { token, newPassword } }, messageResponseSchema);

export const fetchAuthConfig = () => api('/api/config', {}, serverConfigSchema);

/** The onboarding answers travel with the setup request (product.md#onboarding-flow). */
export const setupAccount = (body: {
  timeZone: string;
  hasOnboardingData: boolean;
  onboardingData?: OnboardingData;
}) => api('/api/me/setup', { body }, setupResponseSchema);

/** Starts the redirect-based Google sign-in; the browser leaves the page on success. */
export async function startGoogleSignIn(): Promise<void> {
  // better-auth's own endpoint: outside the app's contracts, so only the field used is read.
  const result = await api<{ url: string }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: '/register?signin=google', errorCallbackURL: '/register' },
  });
  window.location.assign(result.url);
}
