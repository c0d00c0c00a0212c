import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const item = z.object({
  id: z.string(),
  count: z.number().int(),
  seen: z.string().nullable(),
  kind: z.enum(['a', 'b']),
  nested: z.object({ label: z.string() }).nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/thing', httpStatus: '200' });

describe.each([
  ['production', false],
  ['checked', true],
])('response serializer (%s)', (_name, checked) => {
  const compile = responseSerializer({ checked });

  it('writes exactly the contract: its fields in its order, nothing else', () => {
    const write = compile(route(item));
    const data = {
      tags: ['x'],
      extra: 'secret',
      nested: { label: 'n', hidden: true },
      kind: 'a',
      seen: null,
      count: 2,
      id: 'i1',
    };
    expect(write(data)).toBe(
      '{"id":"i1","count":2,"seen":null,"kind":"a","nested":{"label":"n"},"tags":["x"]}',
    );
    expect(write({ ...data, nested: null, note: 'n' })).toBe(
      '{"id":"i1","count":2,"seen":null,"kind":"a","nested":null,"tags":["x"],"note":"n"}',
    );
  });

  it('keeps zod where JSON Schema cannot say the contract: a date object is written as zod writes it', () => {
    const write = compile(route(z.object({ at: z.date(), n: z.number() })));
    expect(write({ at: new Date(0), n: 1, extra: true })).toBe(JSON.stringify({ at: new Date(0), n: 1 }));
  });
});

describe('checked mode', () => {
  it('refuses an answer that breaks its contract (a 500 in the tests, never a silent pass)', () => {
    const write = responseSerializer({ checked: true })(route(item));
    expect(() => write({ id: 'i1', count: 'two', seen: null, kind: 'a', nested: null, tags: [] })).toThrow();
  });
});
