import type { z } from 'zod';
import { badRequest } from './http-errors';

/**
 * Parses a request part with a zod schema. On failure: 400 naming the first bad field and
 * what is wrong with it, e.g. `email: Please enter a valid email address.`
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, part = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : part;
  const message = issue?.message ?? 'Invalid request';
  return (() => {
    throw badRequest(`${field}: ${message}`, 'invalid-request', { field, problem: message });
  })();
}
