import { describe, expect, it } from 'vitest';
import { createGlossary } from './glossary';
import { getGlossary } from './index';
import { EmptyTranslationTextError, WORD_BY_WORD_NOTE, translateWithGlossary } from './translator';
import type { GlossEntry } from './types';

const FIXTURE: GlossEntry[] = [
  { lemma: 'tener', pos: 'verb', gloss: 'to have; to hold', level: 'A0' },
  { lemma: 'hablar', pos: 'verb', gloss: 'to speak; to talk', level: 'A0' },
  { lemma: 'ir', pos: 'verb', gloss: 'to go', level: 'A0' },
  { lemma: 'ser', pos: 'verb', gloss: 'to be (identity)', level: 'A0' },
  { lemma: 'casa', pos: 'noun', gender: 'f', gloss: 'house; home', level: 'A0' },
  { lemma: 'grande', pos: 'adj', gloss: 'big; large', level: 'A0' },
  { lemma: 'el', pos: 'det', gloss: 'the', level: 'A0' },
  { lemma: 'la', pos: 'det', gloss: 'the', level: 'A0' },
  { lemma: 'mi', pos: 'det', gloss: 'my', level: 'A0' },
  { lemma: 'a', pos: 'prep', gloss: 'to; at', level: 'A0' },
  { lemma: 'que', pos: 'conj', gloss: 'that', level: 'A0' },
  { lemma: 'por favor', pos: 'phrase', gloss: 'please', level: 'A0' },
  { lemma: 'buenos días', pos: 'phrase', gloss: 'good morning', level: 'A0' },
  { lemma: 'tener que', pos: 'phrase', gloss: 'to have to', level: 'A1' },
];
const glossary = createGlossary(FIXTURE);

describe('translateWithGlossary', () => {
  it.each([
    ['hablar', 'to speak; to talk', undefined],
    ['casa', 'house; home', undefined],
    ['¡Casa!', 'house; home', undefined],
    ['tengo', 'have; hold', 'form of "tener" (to have; to hold)'],
    ['Hablamos', 'speak; talk', 'form of "hablar" (to speak; to talk)'],
    ['fuimos', 'be (identity)', 'form of "ser" (to be (identity))'],
    ['casas', 'house; home', 'form of "casa" (house; home)'],
  ])('translates the single word %j as %j', (text, translation, note) => {
    expect(translateWithGlossary(text, glossary)).toEqual(
      note === undefined ? { translation, method: 'word' } : { translation, method: 'word', note },
    );
  });

  it.each([
    ['por favor', 'please'],
    ['¿Buenos días?', 'good morning'],
    ['  Por  favor ', 'please'],
  ])('translates the known phrase %j', (text, translation) => {
    expect(translateWithGlossary(text, glossary)).toEqual({ translation, method: 'phrase' });
  });

  it.each([
    ['mi casa grande', 'my house big'],
    ['Tengo que ir a la casa.', 'Have to to go to the house.'],
    ['Buenos días, hablamos mañana', 'Good morning, speak mañana'],
    ['¿Hablas con Ana?', 'Speak con Ana?'],
    ['Mi casa, por favor', 'My house, please'],
  ])('glosses longer text word by word: %j', (text, translation) => {
    expect(translateWithGlossary(text, glossary)).toEqual({
      translation,
      method: 'word-by-word',
      note: WORD_BY_WORD_NOTE,
    });
  });

  it('says when a word is not in the glossary, keeping the text', () => {
    expect(translateWithGlossary('xyzzy', glossary)).toMatchObject({ translation: 'xyzzy', method: 'none' });
    expect(translateWithGlossary('Juan y Pedro', glossary)).toMatchObject({
      translation: 'Juan y Pedro',
      method: 'none',
    });
    expect(translateWithGlossary('¿¡...!?', glossary)).toMatchObject({ method: 'none' });
  });

  it.each(['', '   ', '\n\t'])('rejects empty text %j with a typed error', (text) => {
    expect(() => translateWithGlossary(text, glossary)).toThrow(EmptyTranslationTextError);
  });
});

describe('translateWithGlossary with the built-in glossary', () => {
  const builtIn = getGlossary();

  it.each([
    ['tienes', 'tener'],
    ['comimos', 'comer'],
    ['durmieron', 'dormir'],
  ])('notes that %s is a form of %s', (word, lemma) => {
    const result = translateWithGlossary(word, builtIn);
    expect(result.method).toBe('word');
    expect(result.note).toMatch(new RegExp(`^form of "${lemma}" \\(to `));
    expect(result.translation).not.toMatch(/^to /);
  });

  it('translates phrases and glosses sentences', () => {
    expect(translateWithGlossary('muchas gracias', builtIn).method).toBe('phrase');
    const sentence = translateWithGlossary('Mañana voy a la playa con mis amigos.', builtIn);
    expect(sentence.method).toBe('word-by-word');
    expect(sentence.translation).toMatch(/beach/);
    expect(sentence.note).toBe(WORD_BY_WORD_NOTE);
  });
});
