import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolRegistryError, createToolRegistry, isMemoryKey, type ToolHandler } from './tool-registry';

const setMemory = {
  name: 'set_memory',
  description: 'Saves one fact about the learner',
  parameters: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } },
};

describe('createToolRegistry', () => {
  it('adds, lists, gets and removes tools', () => {
    const registry = createToolRegistry();
    const handler = () => ({ ok: true });
    registry.add(setMemory, handler);
    registry.add({ name: 'add_vocabulary' }, handler);
    expect(registry.list().map((d) => d.name)).toEqual(['set_memory', 'add_vocabulary']);
    expect(registry.get('set_memory')?.definition).toEqual(setMemory);
    expect(registry.get('set_memory')?.handler).toBe(handler);
    registry.remove('set_memory');
    expect(registry.get('set_memory')).toBeUndefined();
    expect(registry.list()).toHaveLength(1);
  });

  it('rejects a definition without a name', () => {
    const registry = createToolRegistry();
    expect(() => registry.add({ name: '' }, () => 1)).toThrow(ToolRegistryError);
    expect(() => registry.add({ name: '   ' }, () => 1)).toThrow(ToolRegistryError);
    expect(() => registry.add(null as never, () => 1)).toThrow(ToolRegistryError);
    expect(() => registry.add({ name: '' }, () => 1)).toThrow(
      expect.objectContaining({ name: 'ToolRegistryError' }),
    );
    expect(() => registry.add({ name: '' }, () => 1)).toThrow('Missing tool name');
    expect(() => registry.add({} as { name: string }, () => 1)).toThrow('Missing tool name');
  });

  it('rejects a duplicate tool', () => {
    const registry = createToolRegistry();
    registry.add(setMemory, () => 1);
    expect(() => registry.add(setMemory, () => 2)).toThrow('Tool "set_memory" already added');
  });

  it('rejects a handler that is not a function', () => {
    const registry = createToolRegistry();
    expect(() => registry.add(setMemory, 'nope' as unknown as ToolHandler)).toThrow(
      'Tool "set_memory" handler must be a function',
    );
    expect(registry.get('set_memory')).toBeUndefined();
  });

  it('refuses to remove a tool that was not added', () => {
    expect(() => createToolRegistry().remove('ghost')).toThrow('Tool "ghost" not added');
  });

  it('calls sync and async handlers with the arguments', async () => {
    const registry = createToolRegistry();
    registry.add({ name: 'echo' }, (args) => args);
    registry.add({ name: 'later' }, async (args) => ({ got: args.word }));
    expect(await registry.call('echo', { a: 1 })).toEqual({ a: 1 });
    expect(await registry.call('later', { word: 'perro' })).toEqual({ got: 'perro' });
  });

  it('returns an error message instead of throwing when a tool fails', async () => {
    const registry = createToolRegistry();
    registry.add({ name: 'boom' }, () => {
      throw new Error('disk full');
    });
    registry.add({ name: 'reject' }, () => Promise.reject(new Error('no network')));
    registry.add({ name: 'odd' }, () => {
      throw 'plain string';
    });
    expect(await registry.call('boom', {})).toEqual({ error: 'disk full' });
    expect(await registry.call('reject', {})).toEqual({ error: 'no network' });
    expect(await registry.call('odd', {})).toEqual({ error: 'plain string' });
    expect(await registry.call('ghost', {})).toEqual({ error: 'Tool "ghost" not added' });
  });
});

describe('isMemoryKey', () => {
  it.each([
    ['favorite_food', true],
    ['name', true],
    ['trip_2024', true],
    ['Favorite_food', false],
    ['favorite-food', false],
    ['favorite food', false],
    ['_private', false],
    ['2fast', false],
    ['', false],
    ['comida_favorita_ñ', false],
  ])('%j -> %s', (key, expected) => expect(isMemoryKey(key)).toBe(expected));

  it('accepts any key built from lowercase letters, digits and underscores after a letter', () => {
    const tail = fc.string({ unit: fc.constantFrom(...'abcxyz019_'.split('')) });
    fc.assert(
      fc.property(fc.constantFrom(...'amz'.split('')), tail, (head, rest) => isMemoryKey(head + rest)),
    );
  });
});
