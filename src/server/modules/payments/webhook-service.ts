import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from '../../adapters/payments/types';
import type { PaymentsRepository } from './repository';
import { summariseSubscriptions } from './subscription-summary';

export interface WebhookOutcome {
  received: true;
  duplicate?: true;
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Which subscription an event is about, and whose it is, as far as the event says. */
export function eventHints(event: ProviderEvent): { subscriptionId: string | null; userId: string | null } {
  const object = event.object;
  const metadataUser = idOf(record(object.metadata).userId);
  if (event.type === 'checkout.session.completed') {
    return {
      subscriptionId: idOf(object.subscription),
      userId: idOf(object.client_reference_id) ?? metadataUser,
    };
  }
  if (event.type.startsWith('customer.subscription.')) {
    return { subscriptionId: idOf(object.id), userId: metadataUser };
  }
  if (event.type.startsWith('invoice.')) {
    // Older API versions name the subscription on the invoice, newer ones under parent.
    const details = record(record(object.parent).subscription_details);
    return { subscriptionId: idOf(object.subscription) ?? idOf(details.subscription), userId: null };
  }
  return { subscriptionId: null, userId: null };
}

/**
 * The webhook's work after the signature is verified: each event id is applied once, and the
 * subscription's *current* state is read from the provider rather than trusted from the event,
 * so duplicates and out-of-order deliveries end in the right state.
 */
export function createWebhookService(deps: {
  provider: PaymentProvider;
  repo: PaymentsRepository;
  log: FastifyBaseLogger;
  onCheckoutCompleted: (userId: string, subscription: ProviderSubscription) => Promise<void>;
  now?: () => Date;
}) {
  const { provider, repo, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function resolveEffect(event: ProviderEvent) {
    const hints = eventHints(event);
    if (!hints.subscriptionId) return null;
    const subscription = await provider.retrieveSubscription(hints.subscriptionId);
    if (!subscription) {
      log.warn(
        { event: event.id, subscription: hints.subscriptionId },
        'payment event for an unknown subscription',
      );
      return null;
    }
    const userId =
      subscription.userId || hints.userId || (await repo.userIdForCustomer(subscription.customerId)) || null;
    if (!userId || !(await repo.findUser(userId))) {
      log.warn(
        { event: event.id, customer: subscription.customerId },
        'payment event for an unknown learner',
      );
      return null;
    }
    // A canceled subscription's period ended when it did, whatever period it was in.
    const ended =
      subscription.status === 'canceled' && subscription.endedAt
        ? { ...subscription, currentPeriodEnd: subscription.endedAt }
        : subscription;
    return { userId, subscription: ended, summarise: summariseSubscriptions };
  }

  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const event = provider.verifyEvent(rawBody, signature, now());
      if (await repo.eventSeen(event.id)) return { received: true, duplicate: true };
      const effect = await resolveEffect(event);
      const applied = await repo.applyOnce(event, effect, now());
      if (!applied) return { received: true, duplicate: true };
      // The success page confirms only checkouts recorded here as complete (issue 15 item 2).
      const sessionId = event.type === 'checkout.session.completed' ? idOf(event.object.id) : null;
      if (sessionId) await repo.completeCheckoutSession(sessionId, now());
      if (effect && event.type === 'checkout.session.completed') {
        await deps.onCheckoutCompleted(effect.userId, effect.subscription).catch((error: unknown) => {
          log.error({ err: error, event: event.id }, 'payment confirmation email failed');
        });
      }
      return { received: true };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
