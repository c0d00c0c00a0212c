import { describe, expect, it } from 'vitest';
import { TEST_GLOSSARY } from './glossary-fixtures';
import { readWord } from './learner-words';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { agrees, pronominalOf, splitEnclitic } from './pronominal';
import { sentenceTokens } from './transcript-text';

/** The lemma the word `form` of `sentence` is read as. */
function lemmaOf(sentence: string, form: string): string | undefined {
  const words = sentenceTokens(sentence)[0]?.words ?? [];
  return readWord(
    TEST_GLOSSARY,
    words,
    words.findIndex((w) => w.word === form),
  )?.lemma;
}

describe('verbs read by their role in the sentence', () => {
  it.each([
    ['Me levanto a las siete.', 'levanto', 'levantarse'],
    ['En clase levanto la mano.', 'levanto', 'levantar'],
    ['¿Te acuerdas de tu primer día?', 'acuerdas', 'acordarse'],
    ['No me acuerdo.', 'acuerdo', 'acordarse'],
    ['Mi perro se llama Toby.', 'llama', 'llamarse'],
    ['Te llamo mañana.', 'llamo', 'llamar'],
    ['Mi madre me llama todos los días.', 'llama', 'llamar'],
    ['Me ducho por la mañana.', 'ducho', 'ducharse'],
    ['El sábado me quedo en casa.', 'quedo', 'quedarse'],
    ['Nos quedamos en casa.', 'quedamos', 'quedarse'],
    ['Quedamos a las siete.', 'quedamos', 'quedar'],
    ['El domingo me voy a la playa.', 'voy', 'irse'],
    ['Ayer me fui temprano.', 'fui', 'irse'],
    ['Primero me voy a duchar.', 'voy', 'ir'],
    ['Primero me voy a duchar.', 'duchar', 'ducharse'],
    ['Mañana tengo que levantarme temprano.', 'levantarme', 'levantarse'],
    ['Me gusta levantarme temprano.', 'levantarme', 'levantarse'],
    ['Quiero verte mañana.', 'verte', 'ver'],
    ['Se han ido a casa.', 'ido', 'irse'],
    ['Mi madre me ha llamado.', 'llamado', 'llamar'],
    ['Me gusta el pan.', 'gusta', 'gustar'],
  ])('«%s»: %s → %s', (sentence, form, lemma) => {
    expect(lemmaOf(sentence, form)).toBe(lemma);
  });

  it.each([
    ['me', 'levanto', true],
    ['me', 'levanta', false],
    ['te', 'levantas', true],
    ['te', 'levantamos', false],
    ['se', 'levantan', true],
    ['nos', 'levantamos', true],
    ['os', 'levantáis', true],
    ['te', 'quiero', false],
    // Each person over the tenses: «me voy», «me levanté», «me fui», «me divertí», «me levantaba», «me ponía».
    ['me', 'voy', true],
    ['me', 'levanté', true],
    ['me', 'fui', true],
    ['me', 'divertí', true],
    ['me', 'levantaba', true],
    ['me', 'ponía', true],
    ['me', 'levantamos', false],
    ['te', 'levantaste', true],
    ['te', 'mostraste', true],
    ['te', 'reíste', true],
    ['te', 'despierta', false],
    ['te', 'levantáis', false],
    ['te', 'levantasteis', false],
    ['se', 'levantó', true],
    ['se', 'fue', true],
    ['se', 'levantaron', true],
    ['se', 'levantamos', false],
    ['nos', 'mostró', false],
    ['os', 'reís', true],
    ['os', 'levantasteis', true],
    ['os', 'reíste', false],
    // Not a reflexive pronoun: «lo veo», «le escribo».
    ['lo', 'veo', false],
    ['le', 'escribo', false],
  ])('%s agrees with %s: %s', (pronoun, form, expected) => {
    expect(agrees(pronoun, form)).toBe(expected);
  });
});

describe('the pronominal headword of a verb', () => {
  const hit = (lemma: string, pos = 'verb'): GlossaryHit => ({ lemma, gloss: '', pos, level: 'A1' });
  const glossary = (hits: Record<string, GlossaryHit>): GlossaryLookup => ({ lookup: (w) => hits[w] });

  it('is the infinitive with «se» when the glossary lists it as a verb', () => {
    const g = glossary({ levantar: hit('levantar'), levantarse: hit('levantarse') });
    expect(pronominalOf(g, 'levantar')?.lemma).toBe('levantarse');
    expect(pronominalOf(g, 'levantarse')).toBeUndefined();
    expect(pronominalOf(TEST_GLOSSARY, 'trabajar')).toBeUndefined();
  });

  it('is none when the glossary reads «verse» as a form of ver', () => {
    expect(pronominalOf(glossary({ ver: hit('ver'), verse: hit('ver') }), 'ver')).toBeUndefined();
  });

  it('is none when the entry with «se» is not a verb', () => {
    expect(pronominalOf(glossary({ pasarse: hit('pasarse', 'phrase') }), 'pasar')).toBeUndefined();
  });
});

describe('a pronoun attached to an infinitive or a gerund', () => {
  it.each([
    ['levantarme', 'levantar', 'me'],
    ['ducharte', 'duchar', 'te'],
    ['veros', 'ver', 'os'],
    ['abandonarte', 'abandonar', 'te'],
    ['levantándose', 'levantando', 'se'],
    ['escribiéndote', 'escribiendo', 'te'],
    ['comiéndose', 'comiendo', 'se'],
    ['poniéndome', 'poniendo', 'me'],
    ['yéndonos', 'yendo', 'nos'],
    ['irme', 'ir', 'me'],
    ['irnos', 'ir', 'nos'],
  ])('%s is %s with «%s»', (form, stem, pronoun) => {
    expect(splitEnclitic(form)).toEqual({ stem, pronoun });
  });

  it.each(['levanto', 'martes', 'caramelo', 'mete'])('%s has none', (form) => {
    expect(splitEnclitic(form)).toBeNull();
  });
});
