import type { ZodType } from 'zod';
import { serverErrorMessage } from '../../domain/error-messages';
import { adoptEarly } from './early-requests';

/** An API failure with the server's own message (always written for a person to read). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A request that never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** What the client says when an answer does not match its contract (a stale page after a deploy, say). */
export const BAD_RESPONSE_MESSAGE =
  'The server sent an answer this page does not understand. Please reload the page.';

/**
 * Calls the API. With `schema` (the route's response contract from `src/contracts`) the answer
 * is parsed, so the caller gets exactly the contract's fields or an `ApiError` — never a cast.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  schema?: ZodType<T>,
): Promise<T> {
  let response: Response;
  const early = init.body === undefined && !init.method && !init.signal ? adoptEarly(path) : undefined;
  try {
    response = await (early ??
      fetch(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        credentials: 'same-origin',
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal ?? null,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(
      'Unable to connect to the service. Please check your internet connection and try again.',
    );
  }
  const text = await response.text();
  const body = text === '' ? null : safeJson(text);
  if (!response.ok) {
    const record = (body ?? {}) as Record<string, unknown>;
    const message =
      typeof record.message === 'string'
        ? record.message
        : serverErrorMessage(response.status, response.statusText);
    throw new ApiError(
      response.status,
      message,
      typeof record.error === 'string' ? record.error : undefined,
      record,
    );
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(response.status, BAD_RESPONSE_MESSAGE, 'bad-response', {
      path,
      problem: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'unexpected'}`,
    });
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
