import type { onboarding as en } from '../en/onboarding';

/** Spanish texts of the onboarding screens: the same keys as the English file. */
export const onboarding: typeof en = {};
