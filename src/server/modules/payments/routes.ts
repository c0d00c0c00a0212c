import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cardPaymentSchema,
  checkoutSessionRequestSchema,
  PAYMENT_MESSAGES,
} from '../../../contracts/payments';
import { requireUser } from '../../auth/session';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { parseWith } from '../../lib/validate';
import type { PaymentsService } from './service';
import type { TestModeCheckout } from './test-mode-checkout';
import type { TestModeRenewal } from './test-mode-renewal';

const sessionParams = z.object({
  id: z.string().regex(/^cs_test_[0-9a-f]{24}$/, 'Unknown checkout session'),
});

/** A provider outage becomes the catalogue's "Failed to start checkout process" (spec doc 1 §8), not a 500. */
async function viaProvider<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    app.log.error({ err: error }, 'payment provider call failed');
    throw new HttpError(502, PAYMENT_MESSAGES.checkoutFailed, 'provider-unavailable');
  }
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; checkout: TestModeCheckout | null; renewDue: TestModeRenewal | null },
): void {
  const { payments, checkout, renewDue } = deps;
  const testMode = () => {
    if (!checkout) throw notFound('The built-in test-mode checkout is off: payments go through Stripe.');
    return checkout;
  };
  const sessionId = (params: unknown) => {
    const parsed = sessionParams.safeParse(params);
    if (!parsed.success) throw notFound('This checkout session does not exist.');
    return parsed.data.id;
  };

  app.get('/api/plans', async () => payments.plans());

  app.post('/api/payments/customer', async (request) => {
    const user = requireUser(request);
    return { customerId: await viaProvider(app, () => payments.ensureCustomer(user)) };
  });

  app.post('/api/payments/checkout-session', async (request) => {
    const user = requireUser(request);
    const { plan } = parseWith(checkoutSessionRequestSchema, request.body);
    return viaProvider(app, () => payments.startCheckout(user, plan));
  });

  app.post('/api/payments/portal', async (request) => {
    const user = requireUser(request);
    return viaProvider(app, () => payments.portal(user));
  });

  app.get('/api/payments/subscription', async (request) => {
    const user = requireUser(request);
    // Test mode has no clock of its own: a trial or period that has ended renews now.
    // A failed renewal delivery is retried on the next look; the learner still sees their plan.
    if (renewDue)
      await renewDue(user.id).catch((error: unknown) => app.log.warn({ err: error }, 'test-mode renewal'));
    return payments.current(user);
  });

  app.post('/api/payments/subscription/cancel', async (request) => {
    const user = requireUser(request);
    if (!checkout) throw conflict('Manage your subscription in the billing portal.', 'use-portal');
    await checkout.cancel(user);
    return payments.current(user);
  });

  app.get('/api/payments/checkout-result/:id', async (request) => {
    const user = requireUser(request);
    const { id } = parseWith(z.object({ id: z.string().min(1).max(255) }), request.params);
    return payments.checkoutResult(user, id);
  });

  app.get('/api/payments/checkout-sessions/:id', async (request) =>
    testMode().view(requireUser(request), sessionId(request.params)),
  );

  app.post('/api/payments/checkout-sessions/:id/pay', async (request) => {
    const user = requireUser(request);
    const id = sessionId(request.params);
    const card = parseWith(cardPaymentSchema, request.body);
    return testMode().pay(user, id, card);
  });
}
