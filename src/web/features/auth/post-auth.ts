import { onboardingDataSchema } from '../../../contracts/profile';
import { backoffDelays } from '../../../domain/account/user-document';
import type { OnboardingData } from '../../../domain/onboarding';
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

/** The answers waiting in this browser, if they are readable (a corrupt entry is not sent). */
function storedOnboardingData(): OnboardingData | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.onboardingData);
  if (raw === null) return undefined;
  try {
    const parsed = onboardingDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything after a successful sign-in (product.md#sign-in): the server creates or repairs the
 * account document (retried up to 3 times with exponential backoff from 1000 ms), ensures a
 * payment customer and updates the streak, and saves onboarding answers given before signing in
 * (product.md#onboarding); local onboarding data is then cleared.
 */
export async function completeSignIn(wait: (ms: number) => Promise<void> = sleep) {
  const hasOnboardingData = localStorage.getItem(STORAGE_KEYS.onboardingData) !== null;
  const onboardingData = storedOnboardingData();
  const delays = backoffDelays();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await setupAccount({
        timeZone: browserTimeZone(),
        hasOnboardingData,
        ...(onboardingData ? { onboardingData } : {}),
      });
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
