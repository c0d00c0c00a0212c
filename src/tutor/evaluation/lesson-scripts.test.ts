import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { unreadWords } from '../../content/lessons/expression-reading';
import { LESSON_SCRIPTS } from '../../content/lessons/scripts';
import type { Line } from '../../content/tutor/types';
import { createVerbIndex } from '../grammar/conjugation';
import { createGrammarChecker, maskQuotes } from '../grammar/engine';

const glossary = getGlossary();
const checker = createGrammarChecker(glossary);
const verbs = createVerbIndex(glossary);

function lines(id: string): [string, string, Line][] {
  const s = LESSON_SCRIPTS[id];
  if (!s) return [];
  const all: [string, Line][] = [
    ['scene', s.scene],
    ['task', s.task],
    ...s.steps.map((step, i) => [`step ${i + 1}`, step.line] as [string, Line]),
    ['closing', s.closing],
    ['listening', s.listening.line],
    ['question', s.listening.question],
  ];
  return all.map(([where, line]) => [`${id} ${where}`, line.es, line]);
}

const known = (word: string) =>
  /^\d+$/.test(word) || /^\p{Lu}/u.test(word) || verbs.tensed(word.toLowerCase()).length > 0;

/**
 * Words of a line the tutor does not know: quoted words are mentioned, not used (a translation
 * lesson quotes «it's raining cats and dogs»), as the checker reads them; a word inside a glossary
 * phrase («cum laude») is known as part of it.
 */
const unknownWords = (es: string) => unreadWords(maskQuotes(es), glossary).filter((word) => !known(word));

describe('every line a lesson script has the tutor say', () => {
  it.each(Object.keys(LESSON_SCRIPTS).flatMap(lines))(
    '%s: «%s» is grammatical and in words the tutor knows',
    (_where, es) => {
      expect(checker.findings(es)).toEqual([]);
      expect(unknownWords(es)).toEqual([]);
    },
  );
});
