import type * as OpenAiModule from 'openai';
import { lazySdk } from '../lazy-sdk';
import type { ServiceFailure } from '../../../domain/error-messages';

const openAiSdk = lazySdk<typeof OpenAiModule>('openai');

/** Describes an OpenAI SDK error as a service failure (network, timeout or an HTTP status). */
export function describeOpenAiError(error: unknown): ServiceFailure {
  const OpenAI = openAiSdk().OpenAI;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError)
    return { kind: 'timeout', message: error.message };
  if (error instanceof OpenAI.APIConnectionError) return { kind: 'network', message: error.message };
  if (error instanceof OpenAI.APIError && error.status !== undefined)
    return { kind: 'http', status: error.status, message: error.message };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** No retry on 401/403 or authentication errors (product.md#limits), nor on other 4xx except 429. */
export function isRetryable(error: unknown): boolean {
  const failure = describeOpenAiError(error);
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  if (failure.status === 429) return true;
  return failure.status !== undefined && failure.status >= 500;
}
