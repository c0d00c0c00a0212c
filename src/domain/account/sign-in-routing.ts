/** product.md#sign-in: a user counts as subscribed if active or trialing. */
export function isSubscribed(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/**
 * product.md#sign-in: subscribed -> /dashboard; onboarding data but no
 * subscription -> /payment; neither -> /quick-start.
 */
export function routeAfterSignIn(input: {
  subscriptionStatus: string | null | undefined;
  hasOnboardingData: boolean;
}): '/dashboard' | '/payment' | '/quick-start' {
  if (isSubscribed(input.subscriptionStatus)) return '/dashboard';
  if (input.hasOnboardingData) return '/payment';
  return '/quick-start';
}
