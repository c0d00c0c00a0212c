import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types';

/** Embedded default: customers live only in our own database, with Stripe-shaped ids. */
export function createTestModeProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCustomer() {
      return `cus_test_${randomBytes(10).toString('hex')}`;
    },
  };
}
