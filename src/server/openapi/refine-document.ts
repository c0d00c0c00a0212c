/**
 * What a generated client needs beyond the routes' own schemas: a stable name for every operation
 * and a tag for its area, the answers every route can give on error (one error body), readable
 * response descriptions and a server to call. Applied once to the whole generated document.
 */
import { TAG_DESCRIPTIONS } from './tag-descriptions';

type Json = Record<string, unknown>;

/** Refusals a route declares besides those every route of its shape can give. */
export type Refusal = 409 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /** Documented answers the route gives when the learner's state forbids the request. */
    'x-refusals'?: readonly Refusal[];
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': {
    name: 'BadRequest',
    description:
      'The request is not valid. `message` says which field and what is wrong, as «field: problem».',
  },
  '401': { name: 'Unauthorized', description: 'Not signed in, or the session has ended.' },
  '404': { name: 'NotFound', description: 'Nothing of the learner’s has that id.' },
  '409': { name: 'Conflict', description: 'The learner’s current state does not allow this request.' },
  '429': { name: 'TooManyRequests', description: 'Too many attempts: wait the seconds `Retry-After` gives.' },
};

const SUCCESS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done, with nothing to return',
  '302': 'Redirected',
  '303': 'Redirected',
};

const errorSchema = {
  type: 'object',
  description: 'Every error answer: a stable code, and a message a person understands.',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A stable code, such as invalid-request or duplicate-word.' },
    message: { type: 'string', description: 'What went wrong, for the learner.' },
    field: { type: 'string', description: 'The field at fault, when one is.' },
    retryAfter: { type: 'integer', description: 'Seconds to wait (429).' },
  },
  additionalProperties: true,
};

function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `POST /api/vocabulary/{id}/review` → `postVocabularyByIdReview`. */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${method.toLowerCase()}${segments.join('')}`;
}

/** The area an operation belongs to: the first segment after /api (the probes are "health"). */
export function tagOf(path: string): string {
  const [first] = path.replace(/^\/api\//, '').split('/');
  return path.startsWith('/api/') && first ? first : 'health';
}

function refineOperation(method: string, path: string, operation: Json): void {
  operation.operationId ??= operationIdOf(method, path);
  operation.tags ??= [tagOf(path)];
  const responses = (operation.responses ??= {}) as Record<string, Json>;
  for (const [code, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') response.description = SUCCESS[code] ?? 'Answer';
  }
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const refusals = (operation['x-refusals'] as Refusal[] | undefined) ?? [];
  delete operation['x-refusals'];
  const security = operation.security as unknown[] | undefined;
  const codes = [
    ...(operation.requestBody || parameters.length > 0 ? ['400'] : []),
    ...(security === undefined || security.length > 0 ? ['401'] : []),
    ...(path.includes('{') ? ['404'] : []),
    ...refusals.map(String),
  ];
  for (const code of codes) {
    const known = ERROR_RESPONSES[code];
    if (known && !responses[code]) responses[code] = { $ref: `#/components/responses/${known.name}` };
  }
}

/**
 * The named schemas something refers to. A schema named with `.meta({ id })` is registered for
 * input and output; the `…Input` twin of a schema only ever answered is referenced by nothing.
 */
function referencedSchemas(paths: Json, schemas: Json): Json {
  const used = new Set<string>();
  let text = JSON.stringify(paths);
  // Named schemas may refer to each other: follow references until nothing new is found.
  for (;;) {
    const found = [...text.matchAll(/#\/components\/schemas\/([^"]+)/g)]
      .map((m) => m[1]!)
      .filter((n) => !used.has(n));
    if (found.length === 0) break;
    for (const name of found) used.add(name);
    text = JSON.stringify(found.map((name) => schemas[name]));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

export function refineDocument(document: Json): Json {
  const paths: Record<string, Json> = {};
  for (const [rawPath, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    // A catch-all route's parameter is named "*", which no client can use.
    const path = rawPath.replace('{*}', '{path}');
    for (const method of METHODS) {
      const shared = item[method] as Json | undefined;
      if (!shared) continue;
      // A route answering several methods shares one operation object between them: copy it.
      const operation: Json = {
        ...shared,
        responses: { ...((shared.responses as Json | undefined) ?? {}) },
        ...(shared.parameters ? { parameters: (shared.parameters as Json[]).map((p) => ({ ...p })) } : {}),
      };
      item[method] = operation;
      for (const parameter of (operation.parameters as Json[] | undefined) ?? [])
        if (parameter.name === '*') parameter.name = 'path';
      refineOperation(method, path, operation);
    }
    paths[path] = item;
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((item) =>
        METHODS.flatMap((method) => ((item[method] as Json | undefined)?.tags as string[] | undefined) ?? []),
      ),
    ),
  ].sort();
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    servers: [{ url: '/', description: 'The Charla server that serves this document' }],
    tags: tags.map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    paths,
    components: {
      ...components,
      schemas: {
        ...referencedSchemas(paths, (components.schemas as Json | undefined) ?? {}),
        Error: errorSchema,
      },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          {
            description,
            ...(name === 'TooManyRequests'
              ? {
                  headers: {
                    'Retry-After': {
                      description: 'Seconds to wait before trying again.',
                      schema: { type: 'integer', minimum: 1 },
                    },
                  },
                }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
