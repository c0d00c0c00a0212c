import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { createVerbIndex } from './conjugation';

describe('the verb index', () => {
  it('recognises the person of a form, accents optional', () => {
    const index = createVerbIndex(getGlossary());
    expect(index.readings('es')).toContainEqual({ lemma: 'ser', person: 2 });
    expect(index.readings('esta')).toContainEqual({ lemma: 'estar', person: 2 });
    expect(index.readings('habló')).toEqual([]);
    expect(index.infinitive('levantarse')).toBe('levantarse');
  });
});
