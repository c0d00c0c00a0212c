import { createHmac } from 'node:crypto';

/**
 * The trial's key for an email: HMAC-SHA256 with the server secret over the address lowercased
 * and trimmed. Keyed, so the stored value cannot be matched against a list of addresses by anyone
 * without the secret. A changed AUTH_SECRET starts every address afresh.
 */
export function trialKeyer(secret: string): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(`trial:${email.trim().toLowerCase()}`).digest('hex');
}
