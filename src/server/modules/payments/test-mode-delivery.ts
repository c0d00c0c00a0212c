import type { FastifyBaseLogger } from 'fastify';
import type { TestModeProvider } from '../../adapters/payments/test-mode-provider';
import { HttpError } from '../../lib/http-errors';

export type DeliverEvent = (provider: TestModeProvider, event: { id: string; type: string }) => Promise<void>;

const PAUSES_MS = [0, 250, 1000];

/**
 * Posts a signed event to the app's own webhook over HTTP, as Stripe would, retrying briefly.
 * When it cannot be delivered the learner is told, and paying again re-sends the same event.
 */
export function createEventDelivery(webhookUrl: string, log: FastifyBaseLogger): DeliverEvent {
  return async (provider, event) => {
    const payload = JSON.stringify(event);
    let lastProblem = '';
    for (const pause of PAUSES_MS) {
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': provider.sign(payload) },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        lastProblem = `${response.status} ${await response.text()}`;
      } catch (error) {
        lastProblem = (error as Error).message;
      }
    }
    log.error(
      { event: event.id, type: event.type, problem: lastProblem },
      'test-mode webhook delivery failed',
    );
    throw new HttpError(
      502,
      'Your card was accepted, but we could not confirm your subscription yet. Please try again in a moment.',
      'confirmation-pending',
    );
  };
}
