import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { CORRECTION_CATEGORIES } from '../content/tutor/correction-categories';
import { EXPLANATION_EXAMPLES } from '../content/tutor/explanation-examples';
import { createGrammarChecker } from './grammar/engine';

const checker = createGrammarChecker(getGlossary());
const examples = CORRECTION_CATEGORIES.flatMap((category) =>
  EXPLANATION_EXAMPLES[category].map((example) => [category, example.wrong, example.right] as const),
);

describe('examples the tutor adds when an error comes back', () => {
  it.each(examples)('%s: «%s» is that error, «%s» is right', (category, wrong, right) => {
    expect(checker.check(wrong)?.category).toBe(category);
    expect(checker.findings(right)).toEqual([]);
  });

  it('gives each category two different examples', () => {
    for (const category of CORRECTION_CATEGORIES) {
      const [first, second] = EXPLANATION_EXAMPLES[category];
      expect(first.wrong).not.toBe(second.wrong);
    }
  });
});
