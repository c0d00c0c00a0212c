import type { Env } from '../../env';
import { deriveWebhookSecret } from './signing';
import { createStripeProvider } from './stripe-provider';
import { createTestModeProvider } from './test-mode-provider';
import type { PaymentProvider } from './types';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in test-mode checkout. Without
 * STRIPE_WEBHOOK_SECRET the webhook secret is derived from the server secret: the test-mode
 * checkout signs with it, and real Stripe events are then refused (the payments module warns).
 */
export function createPaymentProvider(env: Env, serverSecret: string): PaymentProvider {
  const derivedSecret = () => deriveWebhookSecret(serverSecret);
  if (env.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? derivedSecret(),
      prices: {
        monthly: env.STRIPE_PRICE_MONTHLY ?? 'price_monthly',
        annual: env.STRIPE_PRICE_ANNUAL ?? 'price_annual',
      },
      ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    });
  }
  return createTestModeProvider({
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? derivedSecret(),
  });
}
