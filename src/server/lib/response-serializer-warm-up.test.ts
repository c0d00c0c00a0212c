import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

// Counts the production writers compiled (fast-json-stringify builds one per call).
const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('fast-json-stringify', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: (...args: unknown[]) => unknown };
  return {
    default: (...args: unknown[]) => {
      compiled.count += 1;
      return actual.default(...args);
    },
  };
});

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/thing', httpStatus: '200' });
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('production writers are compiled after start, not on a learner’s request', () => {
  it('compiles none while routes are registered, then one per turn of the event loop', async () => {
    compiled.count = 0;
    const compile = responseSerializer({ checked: false });
    const writeA = compile(route(z.object({ a: z.string() })));
    const writeB = compile(route(z.object({ b: z.number() })));
    expect(compiled.count).toBe(0);
    await turn();
    expect(compiled.count).toBe(1);
    await turn();
    expect(compiled.count).toBe(2);
    // The answers then use the writers already built.
    expect(writeA({ a: 'x', extra: 1 })).toBe('{"a":"x"}');
    expect(writeB({ b: 2 })).toBe('{"b":2}');
    expect(compiled.count).toBe(2);
  });

  it('outside production each writer is still built at its first answer (checked against zod)', async () => {
    compiled.count = 0;
    const write = responseSerializer({ checked: true })(route(z.object({ a: z.string() })));
    await turn();
    await turn();
    expect(compiled.count).toBe(0);
    expect(write({ a: 'y' })).toBe('{"a":"y"}');
    expect(compiled.count).toBe(1);
  });
});
