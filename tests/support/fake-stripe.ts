import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API call the fake received: method, path, form fields (Stripe's bracket notation kept flat), headers. */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Completes a checkout session as if the learner paid: a trialing subscription, like Stripe's. */
  completeCheckout(sessionId: string, now?: Date): { session: StripeObject; subscription: StripeObject };
  /** Changes a subscription as Stripe would (trial converts, cancellation...). */
  updateSubscription(id: string, patch: Record<string, unknown>): StripeObject;
  /** The next API call answers with this Stripe error (status, type, code). */
  failNext(status: number, type: string, message: string): void;
  stop(): Promise<void>;
}

const stripeError = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code ? { code } : {}) },
});

/**
 * A Stripe API stand-in on loopback speaking Stripe's wire format (form-encoded requests,
 * JSON objects, Stripe-shaped errors): customers, Checkout Sessions, Billing Portal sessions,
 * and subscription retrieval, update (cancel at the period end, or resume) and cancellation,
 * which is all Charla calls.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let counter = 0;
  let nextFailure: { status: number; body: unknown } | null = null;
  // A tag per instance: two test files on the shared PostgreSQL never mint the same customer id.
  const tag = randomBytes(3).toString('hex');
  const newId = (prefix: string) => `${prefix}_fake${tag}${(counter += 1).toString().padStart(6, '0')}`;
  let base = '';

  /**
   * POST /v1/subscriptions/:id with `cancel_at_period_end` (true/false), as Stripe answers it: the
   * subscription keeps running; `cancel_at` and `canceled_at` are set while the end is scheduled.
   * A canceled subscription cannot be changed, and a value other than true/false is refused.
   */
  function updateSubscription(id: string, form: Record<string, string>): [number, unknown] {
    const found = subscriptions.get(id);
    if (!found) {
      return [404, stripeError('invalid_request_error', `No such subscription: '${id}'`, 'resource_missing')];
    }
    if (found.status === 'canceled') {
      const message = 'A canceled subscription can only update its cancellation_details and metadata.';
      return [400, stripeError('invalid_request_error', message)];
    }
    const value = form.cancel_at_period_end;
    if (value === undefined) return [200, found];
    if (value !== 'true' && value !== 'false') {
      return [
        400,
        stripeError(
          'invalid_request_error',
          'Invalid boolean: cancel_at_period_end',
          'parameter_invalid_boolean',
        ),
      ];
    }
    const cancel = value === 'true';
    const items = found.items as { data: { current_period_end: number }[] };
    const next = {
      ...found,
      cancel_at_period_end: cancel,
      cancel_at: cancel ? (items.data[0]?.current_period_end ?? null) : null,
      canceled_at: cancel ? Math.floor(Date.now() / 1000) : null,
    };
    subscriptions.set(id, next);
    return [200, next];
  }

  function handle(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (method === 'POST' && path === '/v1/customers') {
      const metadata = { userId: form['metadata[userId]'] };
      return [200, { id: newId('cus'), object: 'customer', email: form.email, metadata }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `${base}/c/pay/${id}`,
        metadata: { userId: form['metadata[userId]'], plan: form['metadata[plan]'] },
        _form: form,
      };
      sessions.set(id, session);
      const { _form: _hidden, ...visible } = session;
      return [200, visible];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${base}/p/session/${id}`,
        },
      ];
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && subscription)
      return updateSubscription(decodeURIComponent(subscription[1] ?? ''), form);
    if (method === 'DELETE' && subscription) {
      const id = decodeURIComponent(subscription[1] ?? '');
      const found = subscriptions.get(id);
      if (!found)
        return [
          404,
          stripeError('invalid_request_error', `No such subscription: '${id}'`, 'resource_missing'),
        ];
      const ended = { ...found, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) };
      subscriptions.set(id, ended);
      return [200, ended];
    }
    if (method === 'GET' && subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1] ?? ''));
      if (found) return [200, found];
      return [
        404,
        stripeError(
          'invalid_request_error',
          `No such subscription: '${subscription[1]}'`,
          'resource_missing',
        ),
      ];
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(body || url.search.slice(1)));
      requests.push({ method: request.method ?? 'GET', path: url.pathname, form, headers: request.headers });
      let status: number;
      let payload: unknown;
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        [status, payload] = [401, stripeError('invalid_request_error', 'Invalid API Key provided')];
      } else if (nextFailure) {
        [status, payload] = [nextFailure.status, nextFailure.body];
        nextFailure = null;
      } else {
        [status, payload] = handle(request.method ?? 'GET', url.pathname, form);
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    completeCheckout(sessionId, now = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const form = session._form as Record<string, string>;
      const start = Math.floor(now.getTime() / 1000);
      const trialEnd = start + Number(form['subscription_data[trial_period_days]'] ?? 0) * 86_400;
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'trialing',
        metadata: {
          userId: form['subscription_data[metadata][userId]'],
          plan: form['subscription_data[metadata][plan]'],
        },
        trial_start: start,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: form['line_items[0][price]'], object: 'price' },
              quantity: Number(form['line_items[0][quantity]']),
              current_period_start: start,
              current_period_end: trialEnd,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return { session, subscription };
    },
    updateSubscription(id, patch) {
      const current = subscriptions.get(id);
      if (!current) throw new Error(`no subscription ${id}`);
      const next = { ...current, ...patch };
      subscriptions.set(id, next);
      return next;
    },
    failNext(status, type, message) {
      nextFailure = { status, body: stripeError(type, message) };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
