/** English texts of the onboarding screens (owned by that feature). */
export const onboarding = {};
