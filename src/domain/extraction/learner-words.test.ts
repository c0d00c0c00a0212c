import { describe, expect, it } from 'vitest';
import type { Level } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { isName, readInContext, readWord } from './learner-words';
import { sentenceTokens, type SentenceWord } from './transcript-text';

/** The words of a one-sentence text. */
const wordsOf = (sentence: string): SentenceWord[] => sentenceTokens(sentence)[0]?.words ?? [];

/** The word `form` of `sentence` (the last one when it occurs more than once). */
function wordIn(sentence: string, form: string): SentenceWord {
  const word = wordsOf(sentence).findLast((w) => w.word === form);
  if (!word) throw new Error(`«${form}» is not in «${sentence}»`);
  return word;
}

describe('isName: names the learner gives or writes', () => {
  it.each([
    ['Vivo en Sevilla.', 'sevilla'],
    ['Mi amigo Pablo vive en Madrid.', 'pablo'],
    ['¿Conoces a Rosa?', 'rosa'],
  ])('a capitalised word after another word is a name: «%s» (%s)', (sentence, form) => {
    expect(isName(wordIn(sentence, form))).toBe(true);
  });

  it.each([
    ['Sevilla es muy bonita.', 'sevilla'],
    ['¿Dónde vives?', 'dónde'],
    ['—Madrid es muy grande.', 'madrid'],
    ['Vivo en una casa pequeña.', 'casa'],
  ])('the first word of a sentence, or a word in lower case, is not a name: «%s» (%s)', (sentence, form) => {
    expect(isName(wordIn(sentence, form))).toBe(false);
  });

  it.each([
    ['Hola, me llamo tom.', 'tom'],
    ['Mi perro se llama toby.', 'toby'],
    ['Mis gatos se llaman luna y sol.', 'luna'],
    ['Mi nombre es ana.', 'ana'],
    ['Llámame pepe.', 'pepe'],
  ])('the word after «me llamo» is a name even in lower case: «%s» (%s)', (sentence, form) => {
    expect(isName(wordIn(sentence, form))).toBe(true);
  });

  it.each([
    ['Me llamo «tom».', 'tom'],
    ['Me llamo « tom ».', 'tom'],
    ['Me llamo "tom".', 'tom'],
    ['Mi apodo es «Chispa», pero me llamo «tom».', 'tom'],
  ])('a quote between «me llamo» and the name changes nothing: «%s»', (sentence, form) => {
    expect(isName(wordIn(sentence, form))).toBe(true);
  });
});

const hit = (lemma: string, pos: string, level: Level, gloss = lemma): GlossaryHit => ({
  lemma,
  gloss,
  pos,
  level,
});

/** A glossary whose lookup knows the given forms, without contextual verb readings. */
function glossaryOf(forms: Record<string, GlossaryHit>): GlossaryLookup {
  return { lookup: (word) => forms[word] };
}

describe('readInContext: a present form that is also a noun', () => {
  const desayunar = hit('desayunar', 'verb', 'A1', 'to have breakfast');
  const desayuno = hit('desayuno', 'noun', 'A1', 'breakfast');
  // As the server's glossary: lookup reads the noun, verbOf the present form of the verb.
  const glossary: GlossaryLookup = {
    lookup: (word) => (word === 'desayuno' ? desayuno : undefined),
    verbOf: (form) => (form === 'desayuno' ? desayunar : undefined),
  };

  it.each([
    ['Desayuno pan con tomate.', 'desayunar'],
    ['Yo desayuno pan.', 'desayunar'],
    ['Normalmente desayuno a las siete.', 'desayunar'],
    ['Sí, desayuno en casa.', 'desayunar'],
    ['El desayuno es a las siete.', 'desayuno'],
    ['Mi desayuno favorito es el pan.', 'desayuno'],
  ])(
    'at the start of a sentence or after a subject or adverb it is the verb: «%s» → %s',
    (sentence, lemma) => {
      const words = wordsOf(sentence);
      const i = words.findIndex((w) => w.word === 'desayuno');
      expect(readInContext(glossary, words[i] as SentenceWord, words[i - 1]?.word ?? null)?.lemma).toBe(
        lemma,
      );
      expect(readWord(glossary, words, i)?.lemma).toBe(lemma);
    },
  );
});

describe('readInContext: a form with an attached pronoun', () => {
  const ver = hit('ver', 'verb', 'A0', 'to see');
  const verse = hit('verse', 'verb', 'B1', 'to look (well, ill); to meet');

  it('«verte» is ver + te when the lemmatiser reads it as the rarer verse', () => {
    const glossary = glossaryOf({ verte: verse, ver, verse });
    expect(readInContext(glossary, wordIn('Quiero verte mañana.', 'verte'), 'quiero')).toEqual(ver);
  });

  it('the plain verb wins a tie in level («quedarme» as quedar + me)', () => {
    const quedar = hit('quedar', 'verb', 'A1');
    const quedarse = hit('quedarse', 'verb', 'A1');
    const glossary = glossaryOf({ quedarme: quedarse, quedar, quedarse });
    expect(readInContext(glossary, wordIn('Hoy quiero quedarme en casa.', 'quedarme'), 'quiero')).toEqual(
      quedar,
    );
  });

  it('the pronominal verb stays when it is the more basic one («levantarme» is levantarse)', () => {
    const levantar = hit('levantar', 'verb', 'A2');
    const levantarse = hit('levantarse', 'verb', 'A1');
    const glossary = glossaryOf({ levantarme: levantarse, levantar, levantarse });
    expect(readInContext(glossary, wordIn('Tengo que levantarme temprano.', 'levantarme'), 'que')).toEqual(
      levantarse,
    );
  });

  it('the pronominal verb stays when the glossary has no plain verb, or only a noun of that spelling', () => {
    const casarse = hit('casarse', 'verb', 'A2', 'to get married');
    expect(
      readInContext(glossaryOf({ casarme: casarse }), wordIn('Quiero casarme.', 'casarme'), 'quiero'),
    ).toEqual(casarse);
    const parecerse = hit('parecerse', 'verb', 'B1', 'to look like');
    const opinion = hit('parecer', 'noun', 'B1', 'opinion');
    const glossary = glossaryOf({ parecerte: parecerse, parecer: opinion });
    expect(readInContext(glossary, wordIn('¿Quieres parecerte a tu padre?', 'parecerte'), 'quieres')).toEqual(
      parecerse,
    );
  });

  it('a pronominal infinitive written whole stays pronominal («irse»)', () => {
    const ir = hit('ir', 'verb', 'A0', 'to go');
    const irse = hit('irse', 'verb', 'A1', 'to leave');
    const glossary = glossaryOf({ irse, ir });
    expect(readInContext(glossary, wordIn('Tiene que irse.', 'irse'), 'que')).toEqual(irse);
  });
});

describe('readInContext: a lemmatiser guess', () => {
  it('a noun or adjective whose lemma shares nothing with the form is dropped (Ben → bar)', () => {
    const glossary = glossaryOf({ ben: hit('bar', 'noun', 'A0', 'bar') });
    expect(readInContext(glossary, wordIn('Hola, Ben.', 'ben'), 'hola')).toBeUndefined();
  });

  it('an irregular verb form is kept (fui → ir)', () => {
    const ir = hit('ir', 'verb', 'A0', 'to go');
    expect(readInContext(glossaryOf({ fui: ir }), wordIn('Ayer fui a la playa.', 'fui'), 'ayer')).toEqual(ir);
  });
});
