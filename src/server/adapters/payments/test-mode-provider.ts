import { randomBytes } from 'node:crypto';
import type { PlanId } from '../../../contracts/payments';
import { signStripePayload, verifyStripeSignature } from './signing';
import type { PaymentProvider, ProviderSubscription } from './types';

/** Where the simulated provider keeps its subscriptions (our own database, see the payments module). */
export interface TestModeLedger {
  findSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Stripe's cancel_at_period_end, played on our own rows (see the payments module). */
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription | null>;
}

/** The built-in test-mode provider: Stripe's behaviour, ids and signatures, without Stripe. */
export interface TestModeProvider extends PaymentProvider {
  readonly name: 'test';
  /** A `Stripe-Signature` header for a payload, with this server's test-mode secret. */
  sign(payload: string, now?: Date): string;
  /**
   * Connects the ledger once the database-backed payments module starts: adapters are built
   * before the modules, and only the test-mode provider keeps state in our database.
   */
  connectLedger(ledger: TestModeLedger): void;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Embedded default: the app's own checkout page at /checkout/:id and billing page at /billing.
 * Their URLs are same-origin paths, so the learner stays on whichever host name they use.
 */
export function createTestModeProvider(options: { webhookSecret: string }): TestModeProvider {
  let ledger: TestModeLedger | undefined;
  const connected = (): TestModeLedger => {
    if (!ledger) throw new Error('The test-mode payment ledger is not connected.');
    return ledger;
  };
  return {
    name: 'test',
    async createCustomer() {
      return id('cus_test');
    },
    priceId(plan: PlanId) {
      return `price_test_${plan}`;
    },
    async createCheckoutSession() {
      const sessionId = id('cs_test');
      return { id: sessionId, url: `/checkout/${sessionId}` };
    },
    async createPortalSession() {
      return { url: '/billing' };
    },
    async retrieveSubscription(subscriptionId: string) {
      return connected().findSubscription(subscriptionId);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd) {
      return connected().setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd);
    },
    // The simulated provider's subscriptions are rows of our own database: deleting the learner's
    // rows is what ends them, so there is nothing to call.
    async cancelSubscription() {},
    verifyEvent(rawBody, signature, now) {
      return verifyStripeSignature(rawBody, signature, options.webhookSecret, now);
    },
    sign(payload, now) {
      return signStripePayload(payload, options.webhookSecret, now);
    },
    connectLedger(next) {
      ledger = next;
    },
  };
}

/** Narrows the configured provider to the test-mode one. */
export function isTestModeProvider(provider: PaymentProvider): provider is TestModeProvider {
  return provider.name === 'test' && 'connectLedger' in provider;
}
