import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A provider SDK loaded on first use, not at start: stripe, openai and nodemailer
 * cost ~0.5 s to import and most installs configure none of them. `require` keeps the call
 * synchronous, so the adapters' interfaces stay as they are; every one of these ships CommonJS.
 */
export function lazySdk<T>(name: string): () => T {
  let sdk: T | undefined;
  return () => (sdk ??= load(name) as T);
}
