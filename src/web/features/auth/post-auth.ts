import { backoffDelays } from '../../../domain/account/user-document';
import { ApiError } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { setupAccount } from './api';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Everything after a successful sign-in (spec doc 1 §4): the server creates or repairs the
 * account document (retried up to 3 times with exponential backoff from 1000 ms), ensures a
 * payment customer and updates the streak; local onboarding data is then cleared.
 */
export async function completeSignIn(wait: (ms: number) => Promise<void> = sleep) {
  const hasOnboardingData = localStorage.getItem(STORAGE_KEYS.onboardingData) !== null;
  const delays = backoffDelays();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await setupAccount({ timeZone: browserTimeZone(), hasOnboardingData });
      localStorage.removeItem(STORAGE_KEYS.onboardingData);
      return result;
    } catch (error) {
      const retryable = !(error instanceof ApiError && error.status < 500);
      const delay = delays[attempt];
      if (!retryable || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
