import { describe, expect, it } from 'vitest';
import { conjugate, irregularPresentForms, presentForms } from './present-tense';

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

  it('names only the forms a suffix rule cannot recover, or a whole irregular table', () => {
    expect(irregularPresentForms('hablar')).toEqual([]);
    expect(irregularPresentForms('pensar')).toEqual(['pienso', 'piensas', 'piensa', 'piensan']);
    expect(irregularPresentForms('costar')).toEqual(['cuesto', 'cuestas', 'cuesta', 'cuestan']);
    expect(irregularPresentForms('conocer')).toEqual(['conozco']);
    expect(irregularPresentForms('dar')).toEqual(['doy', 'das', 'da', 'damos', 'dais', 'dan']);
  });
});
