import { onboardingDataSchema } from '../../../contracts/profile';
import type { OnboardingData } from '../../../domain/onboarding';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The answers kept in this browser (product.md#storage-keys); null when absent or unreadable. */
export function readOnboardingData(): OnboardingData | null {
  const raw = localStorage.getItem(STORAGE_KEYS.onboardingData);
  if (raw === null) return null;
  try {
    const parsed = onboardingDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the answers after each completed step (product.md#onboarding-flow). */
export function writeOnboardingData(data: OnboardingData): void {
  try {
    localStorage.setItem(STORAGE_KEYS.onboardingData, JSON.stringify(data));
  } catch (error) {
    // A full or blocked storage only loses the resume point; the flow itself goes on.
    console.error('Could not keep onboarding answers in this browser', error);
  }
}

/** Restart clears the local answers (product.md#onboarding-flow). */
export function clearOnboardingData(): void {
  localStorage.removeItem(STORAGE_KEYS.onboardingData);
}
