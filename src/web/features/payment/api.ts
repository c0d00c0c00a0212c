import {
  checkoutSessionViewSchema,
  payResponseSchema,
  plansResponseSchema,
  subscriptionResponseSchema,
  urlResponseSchema,
  type CardPayment,
  type PlanId,
} from '../../../contracts/payments';
import { courseSizeResponseSchema } from '../../../contracts/lessons';
import { api, ApiError } from '../../lib/api-client';

export const PLANS_QUERY_KEY = ['plans'] as const;
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

export const COURSE_SIZE_QUERY_KEY = ['course-size'] as const;
/** The course's size and the claim it bears out (null while the content is below it). */
export const fetchCourseSize = () => api('/api/lessons/course', {}, courseSizeResponseSchema);
export const fetchPlans = () => api('/api/plans', {}, plansResponseSchema);
export const fetchSubscription = () => api('/api/payments/subscription', {}, subscriptionResponseSchema);
/** Cancels at the end of the trial or period: access runs until then, and it does not renew. */
export const cancelSubscription = () =>
  api('/api/payments/subscription/cancel', { method: 'POST', body: {} }, subscriptionResponseSchema);
/** Undoes a cancellation before the subscription ends. */
export const resumeSubscription = () =>
  api('/api/payments/subscription/resume', { method: 'POST', body: {} }, subscriptionResponseSchema);
export const fetchCheckoutSession = (id: string) =>
  api(`/api/payments/checkout-sessions/${encodeURIComponent(id)}`, {}, checkoutSessionViewSchema);
export const payCheckout = (id: string, card: CardPayment) =>
  api(`/api/payments/checkout-sessions/${encodeURIComponent(id)}/pay`, { body: card }, payResponseSchema);
export const openPortal = () => api('/api/payments/portal', { method: 'POST', body: {} }, urlResponseSchema);

/** A checkout failure: a catalogue key (product.md#errors-payment) or the server's own details. */
export type CheckoutProblem =
  { key: 'loginRequired' | 'noCustomer' | 'noCheckoutUrl' | 'checkoutFailed' } | { text: string };

export class CheckoutError extends Error {
  constructor(readonly problem: CheckoutProblem) {
    super('key' in problem ? problem.key : problem.text);
  }
}

/**
 * Spec createCheckoutSession from the browser: the URL to navigate to, or the catalogue
 * message for the failure — the server's details, 'Server error: {status} {text}' (from the
 * API client when the server gave none), no URL, or the generic failure.
 */
export async function startCheckout(plan: PlanId): Promise<string> {
  let result: { url?: unknown } | null;
  try {
    result = await api<{ url?: unknown } | null>('/api/payments/checkout-session', { body: { plan } });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) throw new CheckoutError({ key: 'loginRequired' });
      if (error.code === 'no-customer') throw new CheckoutError({ key: 'noCustomer' });
      throw new CheckoutError({ text: error.message });
    }
    // Offline, or anything else that is not the server speaking.
    throw new CheckoutError({ key: 'checkoutFailed' });
  }
  if (!result || typeof result.url !== 'string' || result.url === '') {
    throw new CheckoutError({ key: 'noCheckoutUrl' });
  }
  return result.url;
}

/** Same-origin paths stay in the app's router; a provider's page (Stripe) is a full navigation. */
export function goTo(url: string, navigate: (path: string) => void): void {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
