import type { Env } from '../../env';
import { createTestModeProvider } from './test-mode-provider';
import type { PaymentProvider } from './types';

export function createPaymentProvider(_env: Env): PaymentProvider {
  return createTestModeProvider();
}
