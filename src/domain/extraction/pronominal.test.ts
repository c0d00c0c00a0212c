import { describe, expect, it } from 'vitest';
import { TEST_GLOSSARY } from './glossary-fixtures';
import { readWord } from './learner-words';
import { agrees } from './pronominal';
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
  ])('%s agrees with %s: %s', (pronoun, form, expected) => {
    expect(agrees(pronoun, form)).toBe(expected);
  });
});
