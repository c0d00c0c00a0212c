import { describe, expect, it } from 'vitest';
import { namedParams, positional } from './named-params';

describe('named parameters', () => {
  const params = namedParams(['cardId', 'status', 'token'] as const);

  it('gives each name its placeholder in order', () => {
    expect(params.refs).toEqual({ cardId: '$1', status: '$2', token: '$3' });
  });

  it('puts the values in placeholder order, whatever order the object is written in', () => {
    expect(positional(params, { token: 't', cardId: 'c', status: 'learning' })).toEqual([
      'c',
      'learning',
      't',
    ]);
  });

  it('refuses a name given twice, which would shift every later value', () => {
    expect(() => namedParams(['a', 'b', 'a'])).toThrow(/named twice/);
  });
});
