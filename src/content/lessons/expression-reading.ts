/**
 * Whether the glossary can read a lesson expression: every word of it is a glossary word (any
 * inflected form the lemmatiser reduces to one), or part of a glossary phrase written in it.
 * An expression it cannot read is one the translator leaves in Spanish, the extractor cannot
 * name and the lesson scorer cannot see the learner use (docs/course.md).
 */
import type { Glossary } from '../glossary';
import { CurriculumError } from './index';
import type { LessonTargets } from './schema';

const WORD = /[\p{L}\p{N}]+/gu;
/** Longest glossary phrase tried, in words. */
const LONGEST_PHRASE = 6;

/** The words of one written alternative, without "…" placeholders or parenthesised hints. */
function wordsOf(alternative: string): string[] {
  return (
    alternative
      .normalize('NFC')
      .replace(/\([^)]*\)/g, ' ')
      .match(WORD) ?? []
  );
}

/** The words of `spanish` the glossary cannot read, in order; empty when it reads all of them. */
export function unreadWords(spanish: string, glossary: Glossary): string[] {
  const unread: string[] = [];
  for (const alternative of spanish.split(/\s\/\s/)) {
    const words = wordsOf(alternative);
    let i = 0;
    while (i < words.length) {
      const phraseEnd = longestPhraseFrom(words, i, glossary);
      if (phraseEnd > i + 1) {
        i = phraseEnd;
        continue;
      }
      const word = words[i] as string;
      if (!glossary.lookup(word)) unread.push(word);
      i += 1;
    }
  }
  return unread;
}

/** The end (exclusive) of the longest glossary phrase starting at `start`, or `start` if none. */
function longestPhraseFrom(words: readonly string[], start: number, glossary: Glossary): number {
  for (let end = Math.min(words.length, start + LONGEST_PHRASE); end > start + 1; end -= 1) {
    const hit = glossary.lookup(words.slice(start, end).join(' '));
    if (hit?.pos === 'phrase') return end;
  }
  return start;
}

/**
 * Refuses a course with an expression the glossary cannot read (the server checks it at start,
 * as it checks the units): such a target could never be scored as used.
 */
export function assertEveryExpressionRead(
  lessons: readonly (LessonTargets & { id: string })[],
  glossary: Glossary,
): void {
  const unread = lessons.flatMap((lesson) =>
    lesson.vocabulary
      .map((item) => [item.spanish, unreadWords(item.spanish, glossary)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([spanish, words]) => `${lesson.id} «${spanish}» (${words.join(', ')})`),
  );
  if (unread.length > 0) {
    throw new CurriculumError(`the glossary cannot read these lesson expressions: ${unread.join('; ')}`);
  }
}
