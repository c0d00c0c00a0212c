import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from '../../adapters/payments/types';
import type { PaymentsRepository } from './repository';
import { isLive, summariseSubscriptions } from './subscription-summary';

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

/** A canceled subscription's period ended when it did, whatever period it was in. */
const asRecorded = (sub: ProviderSubscription): ProviderSubscription =>
  sub.status === 'canceled' && sub.endedAt ? { ...sub, currentPeriodEnd: sub.endedAt } : sub;

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
    const ended = asRecorded(subscription);
    // A live one must be the learner's only live one. What we hold about the others may be
    // stale (their "canceled" event not here yet), so ask the provider about them first.
    const refreshed: ProviderSubscription[] = [];
    if (isLive(ended.status))
      for (const other of await repo.otherLive(userId, ended.id)) {
        const current = await provider.retrieveSubscription(other.id);
        if (current) refreshed.push(asRecorded(current));
      }
    return { userId, subscription: ended, refreshed, summarise: summariseSubscriptions };
  }

  /**
   * Records the event; a learner's second live subscription (two checkouts paid, at once or one
   * after the other) is ended at the provider first, with no further charge, and then recorded
   * as it then stands. The event is recorded only with its effect, so if ending it fails the
   * provider delivers the event again and the same happens once more.
   */
  async function apply(event: ProviderEvent) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const effect = await resolveEffect(event);
      const outcome = await repo.applyOnce(event, effect, now());
      if (typeof outcome === 'string') return { outcome, effect };
      log.warn(
        { event: event.id, subscription: outcome.duplicate, kept: outcome.kept },
        'a second live subscription for one learner: ending it at the provider',
      );
      await provider.cancelSubscription(outcome.duplicate);
    }
    throw new Error(`event ${event.id}: the second subscription is still live after ending it`);
  }

  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const event = provider.verifyEvent(rawBody, signature, now());
      if (await repo.eventSeen(event.id)) return { received: true, duplicate: true };
      const { outcome, effect } = await apply(event);
      if (outcome === 'seen') return { received: true, duplicate: true };
      // The success page confirms only checkouts recorded here as complete.
      const sessionId = event.type === 'checkout.session.completed' ? idOf(event.object.id) : null;
      if (sessionId) await repo.completeCheckoutSession(sessionId, now());
      // No "your subscription has started" for one that was just ended as a second one.
      if (effect && isLive(effect.subscription.status) && event.type === 'checkout.session.completed') {
        await deps.onCheckoutCompleted(effect.userId, effect.subscription).catch((error: unknown) => {
          log.error({ err: error, event: event.id }, 'payment confirmation email failed');
        });
      }
      return { received: true };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
