import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../domain/levels';
import { getGlossary } from '../glossary';
import { createGlossary } from '../glossary/glossary';
import { assertEveryExpressionRead, unreadWords } from './expression-reading';
import { CURRICULUM } from './index';

describe('unreadWords', () => {
  const glossary = createGlossary([
    { lemma: 'casa', pos: 'noun', gender: 'f', gloss: 'house', level: 'A0' },
    { lemma: 'el', pos: 'det', gloss: 'the', level: 'A0' },
    { lemma: 'la', pos: 'det', gloss: 'the', level: 'A0' },
    { lemma: 'hablar', pos: 'verb', gloss: 'to speak', level: 'A0' },
    { lemma: 'sin embargo', pos: 'phrase', gloss: 'however', level: 'B1' },
  ]);

  it('reads words the glossary knows, in any form the lemmatiser reduces', () => {
    expect(unreadWords('la casa', glossary)).toEqual([]);
    expect(unreadWords('hablamos', glossary)).toEqual([]);
  });

  it('reads a word inside a glossary phrase that it does not know alone', () => {
    expect(unreadWords('sin embargo', glossary)).toEqual([]);
    expect(unreadWords('el embargo', glossary)).toEqual(['embargo']);
  });

  it('checks every alternative and ignores placeholders and hints', () => {
    expect(unreadWords('la casa / el chalé', glossary)).toEqual(['chalé']);
    expect(unreadWords('hablar… (formal)', glossary)).toEqual([]);
  });

  it('refuses a course with an expression it cannot read, naming the lesson and the word', () => {
    const lesson = (spanish: string) => ({ id: 'lesson-a0-1', vocabulary: [{ spanish, english: 'x' }] });
    expect(() => assertEveryExpressionRead([lesson('la casa')], glossary)).not.toThrow();
    expect(() => assertEveryExpressionRead([lesson('el chalé')], glossary)).toThrow(
      /lesson-a0-1 «el chalé» \(chalé\)/,
    );
  });
});

describe.each(LEVELS)('the %s expressions', (level) => {
  const lessons = CURRICULUM.filter((lesson) => lesson.level === level);
  const glossary = getGlossary();

  it('each have a part of speech', () => {
    const missing = lessons.flatMap((lesson) =>
      lesson.vocabulary.filter((item) => !item.partOfSpeech).map((item) => `${lesson.id} «${item.spanish}»`),
    );
    expect(missing).toEqual([]);
  });

  it('are each read by the glossary and lemmatiser, word by word or as a phrase', () => {
    const unread = lessons.flatMap((lesson) =>
      lesson.vocabulary
        .map((item) => [item.spanish, unreadWords(item.spanish, glossary)] as const)
        .filter(([, words]) => words.length > 0)
        .map(([spanish, words]) => `${lesson.id} «${spanish}»: ${words.join(', ')}`),
    );
    expect(unread).toEqual([]);
  });
});
