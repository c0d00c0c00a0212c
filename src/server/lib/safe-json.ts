import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

/** Deepest nesting of arrays and objects a request body may have: ours need fewer than 10. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests deeper than `max`. Scanned before parsing: JSON.parse of 20,000
 * levels succeeds, but everything that walks the result afterwards (validation, JSON.stringify in
 * the auth bridge) overflows the stack.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

/** Path of the first string (value or key) holding U+0000, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul(item, here);
    if (found) return found;
  }
  return null;
}

const nulMessage = (where: string) => `${where}: must not contain the NUL character (\\u0000)`;

/**
 * Every JSON body is checked for depth before it is parsed and for NUL characters after, and
 * every path parameter and query value for NUL: each is a 400 that says what is wrong, never a
 * 500 from a stack overflow or from the database refusing `\u0000`.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'too-deep'), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const where = findNul(value);
      if (where) return done(badRequest(nulMessage(where), 'invalid-request', { field: where }), undefined);
      return done(null, value);
    });
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, values] of [
      ['params', request.params],
      ['query', request.query],
    ] as const) {
      const where = findNul(values);
      if (where) throw badRequest(nulMessage(`${part}.${where}`), 'invalid-request', { field: where });
    }
  });
}
