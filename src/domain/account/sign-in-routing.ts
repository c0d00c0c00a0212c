/** Spec doc 1 §4: a user counts as subscribed if active or trialing. */
export function isSubscribed(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/**
 * Spec doc 1 §4 "Routing after success": subscribed -> /dashboard; onboarding data but no
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
