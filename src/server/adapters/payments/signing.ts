import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { lazySdk } from '../lazy-sdk';
import { WebhookSignatureError, type ProviderEvent } from './types';

const stripeSdk = lazySdk<typeof Stripe>('stripe');

/** Stripe's tolerance for the signature timestamp: older events are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The test-mode signing secret: derived from the server secret, so every process agrees on it. */
export function deriveWebhookSecret(serverSecret: string): string {
  return `whsec_${createHmac('sha256', serverSecret).update('charla test-mode webhook').digest('hex')}`;
}

/** Verifies a `Stripe-Signature` header on the raw body with the Stripe SDK, then parses the event. */
export function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = stripeSdk().webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    // The SDK appends documentation links on further lines; the first line says what failed.
    throw new WebhookSignatureError((error as Error).message.split('\n')[0] ?? 'Invalid signature.');
  }
  const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new WebhookSignatureError('The event has no id or type.');
  }
  return { id: event.id, type: event.type, object };
}

/** A `Stripe-Signature` header for a payload, exactly as Stripe computes it. */
export function signStripePayload(payload: string, secret: string, now: Date = new Date()): string {
  return stripeSdk().webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}
