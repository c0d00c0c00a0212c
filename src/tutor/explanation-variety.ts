/**
 * The same advice heard twice teaches nothing new: when an error of a category the tutor has
 * already corrected in this conversation comes back, its explanation gains an example of the
 * same rule (a different one the third time), so the learner meets the rule from another side.
 */
import type { CorrectionCategory } from '../content/tutor/correction-categories';
import { EXPLANATION_EXAMPLES, type Example } from '../content/tutor/explanation-examples';
import type { Correction } from './grammar/engine';
import { plain } from './text';

const ANOTHER_EXAMPLE = {
  en: 'Another example: «{wrong}» → «{right}».',
  es: 'Otro ejemplo: «{wrong}» → «{right}».',
} as const;

export function createExplanationVariety() {
  const times = new Map<CorrectionCategory, number>();

  /** An example other than the learner's own sentence, taking turns between the two. */
  function exampleFor(found: Correction, turn: number): Example | null {
    const [first, second] = EXPLANATION_EXAMPLES[found.category];
    const ordered = turn % 2 === 0 ? [first, second] : [second, first];
    const said = plain(found.original);
    return ordered.find((example) => plain(example.wrong) !== said) ?? null;
  }

  return {
    /** The explanation for this correction in the learner's language, varied if the category recurs. */
    explain(found: Correction, language: 'en' | 'es'): string {
      const before = times.get(found.category) ?? 0;
      times.set(found.category, before + 1);
      const base = found.explanation[language];
      if (before === 0) return base;
      const example = exampleFor(found, before - 1);
      if (!example) return base;
      return `${base} ${ANOTHER_EXAMPLE[language].replace('{wrong}', example.wrong).replace('{right}', example.right)}`;
    },
  };
}
