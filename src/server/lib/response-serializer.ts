import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as contractSerializer } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

type Serializer = (data: unknown) => string;

function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/**
 * A fast-json-stringify writer for a response contract, or undefined when the contract does
 * something JSON Schema cannot say (a transform, a date object) or fills in defaults, which only
 * zod would do: those routes keep the zod serializer.
 */
function fastWriter(schema: $ZodType): Serializer | undefined {
  let json: Record<string, unknown>;
  try {
    json = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  if (JSON.stringify(json).includes('"default":')) return undefined;
  allowExtraProperties(json);
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serializer;
}

/**
 * fast-json-stringify writes only the properties a schema names, whatever else an object holds;
 * but `additionalProperties: false` would make an `anyOf` branch (a nullable object, a union)
 * refuse an object with an extra field and pick the wrong branch. Zod strips the extras instead.
 */
function allowExtraProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) allowExtraProperties(child);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.additionalProperties === false) delete record.additionalProperties;
  for (const child of Object.values(record)) allowExtraProperties(child);
}

/**
 * Compiles the production writers one per turn of the event loop once the server has started,
 * so no learner's request pays for one (the first import report's writer held the request
 * thread for ~100 ms on a busy machine; each takes 10–30 ms).
 */
function warmer(): (compile: () => unknown) => void {
  const pending: (() => unknown)[] = [];
  const next = () => {
    pending.shift()?.();
    if (pending.length > 0) setImmediate(next).unref();
  };
  return (compile) => {
    if (pending.push(compile) === 1) setImmediate(next).unref();
  };
}

export class SerializerMismatchError extends Error {}

/**
 * Writes each route's answer from its response contract (ADR 0015: fields outside the contract
 * never leave). In production, with fast-json-stringify compiled from the contract's JSON Schema:
 * the zod pass (a full validation of every answer) was a third of the due list's CPU.
 * Elsewhere (`checked`, as in every test) the zod serializer still validates each answer, a
 * broken contract is a 500, and the fast writer must write exactly the same bytes or the answer
 * fails: the suite proves the production writer on every answer it makes.
 */
export function responseSerializer(options: { checked: boolean }): FastifySerializerCompiler<unknown> {
  const compileContract = contractSerializer as unknown as FastifySerializerCompiler<unknown>;
  const warmUp = !options.checked ? warmer() : undefined;
  return (route) => {
    const contract: Serializer = compileContract(route);
    const schema = zodSchemaOf(route.schema);
    if (!schema) return contract;
    // Compiled at the first answer or in the warm-up after start, whichever comes first; never
    // during start-up itself (some 60 routes).
    let fast: Serializer | undefined | null = null;
    const writer = () => (fast === null ? (fast = fastWriter(schema)) : fast);
    if (warmUp) {
      warmUp(writer);
      return (data) => (writer() ?? contract)(data);
    }
    return (data) => {
      const expected = contract(data);
      const write = writer();
      if (write) {
        const written = write(data);
        if (written !== expected) {
          throw new SerializerMismatchError(
            `${route.method} ${route.url}: the production serializer wrote ${written.slice(0, 300)} where the contract wrote ${expected.slice(0, 300)}`,
          );
        }
      }
      return expected;
    };
  };
}
