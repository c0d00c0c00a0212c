import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/session-scope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardPaymentSchema,
  checkoutResultSchema,
  checkoutSessionRequestSchema,
  checkoutSessionViewSchema,
  customerResponseSchema,
  PAYMENT_MESSAGES,
  payResponseSchema,
  plansResponseSchema,
  subscriptionChangeRequestSchema,
  subscriptionResponseSchema,
  urlResponseSchema,
} from '../../../contracts/payments';
import { requireUser } from '../../auth/session';
import { HttpError, notFound } from '../../lib/http-errors';
import { onInvalid } from '../../lib/validate';
import type { PaymentsService } from './service';
import type { TestModeCheckout } from './test-mode-checkout';
import type { TestModeRenewal } from './test-mode-renewal';

/** A malformed test-mode session id names nothing: 404 like a missing one. */
const sessionParams = onInvalid(
  z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/, 'Unknown checkout session') }),
  () => notFound('This checkout session does not exist.'),
);
const resultParams = z.object({ id: z.string().min(1).max(255) });

/** What a learner is told when the provider cannot be reached to change their subscription. */
const CHANGE_FAILED =
  'We could not reach the payment provider to change your subscription. Please try again.';

/** A provider outage becomes the catalogue's "Failed to start checkout process" (product.md#errors-payment), not a 500. */
async function viaProvider<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
  message: string = PAYMENT_MESSAGES.checkoutFailed,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    app.log.error({ err: error }, 'payment provider call failed');
    throw new HttpError(502, message, 'provider-unavailable');
  }
}

/**
 * `GET /api/plans`, signed in only. On the root (its URL predates the `/api/payments` prefix), so
 * the session is the route's own hook: a plugin registered from inside another would not load.
 */
export function registerPlansRoute(app: FastifyInstance, auth: Auth, payments: PaymentsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/plans',
    {
      schema: { summary: 'Monthly and annual plans', response: { 200: plansResponseSchema } },
      onRequest: requireSession(auth),
    },
    async () => payments.plans(),
  );
}

export function registerPaymentRoutes(
  scope: FastifyInstance,
  deps: { payments: PaymentsService; checkout: TestModeCheckout | null; renewDue: TestModeRenewal | null },
): void {
  const { payments, checkout, renewDue } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const testMode = () => {
    if (!checkout) throw notFound('The built-in test-mode checkout is off: payments go through Stripe.');
    return checkout;
  };
  const subscription = { 200: subscriptionResponseSchema };
  // Test mode has no clock of its own: a trial or period that has ended renews (or, cancelled,
  // ends) when the learner next acts on it. A failed delivery is retried on the next look.
  const settle = async (userId: string) => {
    if (renewDue)
      await renewDue(userId).catch((error: unknown) => scope.log.warn({ err: error }, 'test-mode renewal'));
  };

  api.post(
    '/customer',
    { schema: { summary: 'Ensures a payment customer', response: { 200: customerResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { customerId: await viaProvider(scope, () => payments.ensureCustomer(user)) };
    },
  );

  api.post(
    '/checkout-session',
    {
      schema: {
        summary: 'Starts checkout with a 7-day trial',
        'x-refusals': [409],
        body: checkoutSessionRequestSchema,
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await settle(user.id);
      return viaProvider(scope, () => payments.startCheckout(user, request.body.plan));
    },
  );

  api.post(
    '/portal',
    {
      schema: {
        summary: 'Opens the billing portal',
        'x-refusals': [409],
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return viaProvider(scope, () => payments.portal(user));
    },
  );

  api.get(
    '/subscription',
    { schema: { summary: 'The current subscription', response: subscription } },
    async (request) => {
      const user = requireUser(request);
      await settle(user.id);
      return payments.current(user);
    },
  );

  for (const [path, cancel, summary] of [
    ['/subscription/cancel', true, 'Cancels at the end of the trial or period: access runs until then'],
    ['/subscription/resume', false, 'Undoes a cancellation before the subscription ends'],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          summary,
          'x-refusals': [409],
          body: subscriptionChangeRequestSchema,
          response: subscription,
        },
      },
      async (request) => {
        const user = requireUser(request);
        await settle(user.id);
        return viaProvider(scope, () => payments.setCancelAtPeriodEnd(user, cancel), CHANGE_FAILED);
      },
    );
  }

  api.get(
    '/checkout-result/:id',
    {
      schema: {
        summary: "Whether one of the learner's checkouts completed (the success page confirms only then)",
        params: resultParams,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => payments.checkoutResult(requireUser(request), request.params.id),
  );

  api.get(
    '/checkout-sessions/:id',
    {
      schema: {
        summary: 'A test-mode checkout session',
        params: sessionParams,
        response: { 200: checkoutSessionViewSchema },
      },
    },
    async (request) => testMode().view(requireUser(request), request.params.id),
  );

  api.post(
    '/checkout-sessions/:id/pay',
    {
      schema: {
        summary: "Pays a test-mode checkout with Stripe's test cards",
        params: sessionParams,
        body: cardPaymentSchema,
        response: { 200: payResponseSchema },
      },
    },
    async (request) => testMode().pay(requireUser(request), request.params.id, request.body),
  );
}
