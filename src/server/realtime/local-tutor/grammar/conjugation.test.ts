import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../../../content/glossary';
import { conjugate, createVerbIndex, presentForms } from './conjugation';

describe('present-tense conjugation', () => {
  it.each([
    ['hablar', ['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan']],
    ['tener', ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen']],
    ['poder', ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden']],
    ['pedir', ['pido', 'pides', 'pide', 'pedimos', 'pedís', 'piden']],
    ['conocer', ['conozco', 'conoces', 'conoce', 'conocemos', 'conocéis', 'conocen']],
    ['construir', ['construyo', 'construyes', 'construye', 'construimos', 'construís', 'construyen']],
    ['mantener', ['mantengo', 'mantienes', 'mantiene', 'mantenemos', 'mantenéis', 'mantienen']],
  ])('%s', (verb, forms) => expect(presentForms(verb)).toEqual(forms));

  it('puts the pronoun before a reflexive verb', () => {
    expect(conjugate('levantarse', 0)).toBe('me levanto');
    expect(conjugate('despertarse', 2)).toBe('se despierta');
  });

  it('recognises the person of a form, accents optional', () => {
    const index = createVerbIndex(getGlossary());
    expect(index.readings('es')).toContainEqual({ lemma: 'ser', person: 2 });
    expect(index.readings('esta')).toContainEqual({ lemma: 'estar', person: 2 });
    expect(index.readings('habló')).toEqual([]);
    expect(index.infinitive('levantarse')).toBe('levantarse');
  });
});
