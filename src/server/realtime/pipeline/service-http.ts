/**
 * HTTP calls to OpenAI-compatible services (chat, transcription, speech): one place that adds
 * the key, bounds the wait, follows the spec's fallback retries (product.md#vocabulary-extraction: 2 more attempts,
 * 1000 ms apart, none on 401/403) and turns every failure into a ServiceFailure, so the learner
 * sees a catalogue text and never a key, a URL or a stack trace.
 */
import type { ServiceFailure } from '../../../domain/error-messages';
import { RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetries } from '../../lib/retry';

/** Where one service lives and how to call it. */
export interface ServiceEndpoint {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface CallOptions {
  signal: AbortSignal;
  /** How long to wait for the response headers. */
  timeoutMs: number;
  retryDelayMs?: number;
}

/** A failed service call; `failure.message` is for the log only. */
export class ServiceCallError extends Error {
  override name = 'ServiceCallError';
  constructor(readonly failure: ServiceFailure) {
    super(failure.message ?? failure.kind);
  }
}

/** True when the learner (or the session) stopped the work: not a failure to report. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError' && signal.aborted);
}

function url(endpoint: ServiceEndpoint, path: string): string {
  return `${endpoint.baseUrl.replace(/\/+$/, '')}${path}`;
}

async function failureOf(response: Response): Promise<ServiceFailure> {
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { message?: string } | string };
    const detail = typeof body.error === 'string' ? body.error : body.error?.message;
    if (detail) message = `${message}: ${detail.slice(0, 300)}`;
  } catch {
    // not JSON: the status says enough
  }
  return { kind: 'http', status: response.status, message };
}

function retryable(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted || !(error instanceof ServiceCallError)) return false;
  const { kind, status } = error.failure;
  if (kind === 'network' || kind === 'timeout') return true;
  return status === 429 || (status !== undefined && status >= 500);
}

/** POSTs to a service and returns the response once its headers say success. */
export async function postToService(
  endpoint: ServiceEndpoint,
  path: string,
  body: BodyInit,
  options: CallOptions & { contentType?: string },
): Promise<Response> {
  const attempt = async (): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
    if (options.contentType) headers['content-type'] = options.contentType;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([options.signal, timeout]);
    let response: Response;
    try {
      response = await fetch(url(endpoint, path), { method: 'POST', headers, body, signal });
    } catch (error) {
      if (options.signal.aborted) throw error;
      if (timeout.aborted) throw new ServiceCallError({ kind: 'timeout', message: `${path} timed out` });
      throw new ServiceCallError({ kind: 'network', message: (error as Error).message });
    }
    if (!response.ok) throw new ServiceCallError(await failureOf(response));
    return response;
  };
  return withRetries(attempt, (error) => retryable(error, options.signal), {
    attempts: RETRY_ATTEMPTS,
    delayMs: options.retryDelayMs ?? RETRY_DELAY_MS,
  });
}

/** Reads a response body stream, turning a broken connection into a ServiceCallError. */
export async function* readBody(response: Response, signal: AbortSignal): AsyncGenerator<Buffer> {
  if (!response.body) return;
  const reader = response.body.getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new ServiceCallError({ kind: 'network', message: (error as Error).message });
      }
      if (chunk.done) return;
      yield Buffer.from(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
}
