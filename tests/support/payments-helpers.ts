import { createServer as createNetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { signStripePayload } from '../../src/server/adapters/payments/signing';
import { startTestServer, type Engine } from './test-server';
import type { Server } from '../../src/server/compose';

export const WEBHOOK_SECRET = 'whsec_integration_tests_0123456789';

/** The settings of a server whose payments go to a fake Stripe API at `apiUrl`. */
export function stripeEnv(secretKey: string, apiUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_monthly_799',
    STRIPE_PRICE_ANNUAL: 'price_annual_7999',
    STRIPE_API_URL: apiUrl,
    PUBLIC_URL: 'https://charla.example',
  };
}

/** A free loopback port (the app must listen: the test-mode checkout posts to its own webhook). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real app listening on loopback, so HTTP calls to its own webhook arrive. */
export async function startListeningServer(
  engine: Engine,
  overrides: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const server = await startTestServer(engine, {
    HOST: '127.0.0.1',
    PORT: String(port),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...overrides,
  });
  await server.app.listen({ host: '127.0.0.1', port });
  return server;
}

/** Posts an event to the webhook, signed as Stripe signs it (optionally with another secret or time). */
export async function postEvent(
  app: FastifyInstance,
  event: Record<string, unknown>,
  options: { secret?: string; signedAt?: Date; signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ?? signStripePayload(payload, options.secret ?? WEBHOOK_SECRET, options.signedAt));
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: options.body ?? payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

/** A Stripe-shaped subscription event whose body claims whatever the test wants it to claim. */
export function subscriptionEventBody(
  id: string,
  type: string,
  subscription: { id: string; customer: string; status: string; userId?: string },
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        metadata: subscription.userId ? { userId: subscription.userId } : {},
      },
    },
  };
}
