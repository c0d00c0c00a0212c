import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest, type HttpError } from './http-errors';

/** The 400 naming the first bad field and what is wrong with it, e.g. `email: Please enter a valid email address.` */
function invalidRequest(error: z.ZodError, part: string): HttpError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : part;
  const message = issue?.message ?? 'Invalid request';
  return badRequest(`${field}: ${message}`, 'invalid-request', { field, problem: message });
}

type FailureMapper = (error: HttpError) => HttpError;
const failureMappers = new WeakMap<z.ZodType, FailureMapper>();

/**
 * Gives a schema its own answer when a request fails it: a malformed `:id` that cannot name a
 * row answers 404 like a missing one, the credentials form answers its catalogue codes.
 */
export function onInvalid<S extends z.ZodType>(schema: S, map: FailureMapper): S {
  failureMappers.set(schema, map);
  return schema;
}

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'params', headers: 'headers' };

/**
 * Fastify's validator for every route schema: the same answer `parseWith` gives (400
 * `field: problem`, code `invalid-request`), and a missing body is checked as `{}` so the
 * message names the first missing field rather than the body.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? ''] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const error = invalidRequest(result.error, part);
    return { error: failureMappers.get(schema)?.(error) ?? error };
  };
};
