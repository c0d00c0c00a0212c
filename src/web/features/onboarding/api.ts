import { userDocumentSchema } from '../../../contracts/user';
import type { OnboardingData } from '../../../domain/onboarding';
import { api } from '../../lib/api-client';

/** Saves the finished questionnaire to the profile and marks onboarding complete. */
export const saveOnboarding = (onboardingData: OnboardingData) =>
  api('/api/me/onboarding', { method: 'PUT', body: { onboardingData } }, userDocumentSchema);

/** Resets the profile's onboarding fields (product.md#onboarding-flow). */
export const resetOnboarding = () => api('/api/me/onboarding', { method: 'DELETE' }, userDocumentSchema);
