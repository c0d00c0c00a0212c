import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { CORRECTION_CATEGORIES } from '../../content/tutor/correction-categories';
import { createGrammarChecker } from '../grammar/engine';
import { RIGHT, WRONG } from './correction-cases';

const checker = createGrammarChecker(getGlossary());

describe('correction engine: categories', () => {
  it.each(WRONG)('%s: «%s» → «%s»', (category, sentence, corrected) => {
    const found = checker.check(sentence);
    expect(found?.category).toBe(category);
    expect(found?.corrected).toBe(corrected);
    expect(found?.explanation.en).not.toMatch(/\{|\}/);
    expect(found?.explanation.es).not.toMatch(/\{|\}/);
  });

  it.each(RIGHT)('leaves correct Spanish alone: «%s»', (sentence) => {
    expect(checker.check(sentence)).toBeNull();
  });

  it('covers at least 15 categories, each with a wrong sentence', () => {
    const tested = new Set(WRONG.map(([category]) => category));
    expect(tested.size).toBeGreaterThanOrEqual(15);
    for (const category of CORRECTION_CATEGORIES) expect(tested.has(category)).toBe(true);
  });

  it('every corrected sentence passes the engine itself', () => {
    for (const [, , corrected] of WRONG) expect(checker.findings(corrected)).toEqual([]);
  });

  it('bounds its work: a huge message is analysed quickly', () => {
    const start = performance.now();
    checker.check('yo es en la casa de el perro '.repeat(2000));
    expect(performance.now() - start).toBeLessThan(500);
  });
});
