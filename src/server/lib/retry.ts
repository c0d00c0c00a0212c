/** Fallback retries (product.md#vocabulary-extraction): 2 more attempts 1000 ms apart, none on 401 or auth errors. */
export const RETRY_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 1000;

/** Runs `call`, retrying when `retryable` says the failure may pass. */
export async function withRetries<T>(
  call: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  options: { attempts?: number; delayMs?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
