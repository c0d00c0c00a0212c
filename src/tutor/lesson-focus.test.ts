import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { findLesson } from '../content/lessons';
import { createGrammarChecker } from './grammar/engine';
import { lessonFocus } from './lesson-focus';
import { createTutor } from './tutor';

const glossary = getGlossary();
const TWO_ERRORS = 'Estaba excitado y de repente sonaba el teléfono.';

describe('in a lesson, the lesson grammar point is corrected first', () => {
  it('names the categories of the preterite/imperfect lesson', () => {
    const lesson = findLesson('lesson-a2-4');
    expect(lesson).toBeDefined();
    const focus = lessonFocus(lesson?.grammarPoints ?? []);
    expect(focus.has('preterite-imperfect')).toBe(true);
    expect(focus.has('por-para')).toBe(false);
  });

  it('picks the lesson error over an earlier one; free chat keeps the usual order', () => {
    const checker = createGrammarChecker(glossary);
    expect(checker.check(TWO_ERRORS)?.category).toBe('false-friend');
    const focus = lessonFocus(findLesson('lesson-a2-4')?.grammarPoints ?? []);
    const found = checker.check(TWO_ERRORS, { prefer: focus });
    expect(found?.category).toBe('preterite-imperfect');
    // Both errors are fixed in the sentence offered to repeat.
    expect(found?.corrected).toBe('Estaba emocionado y de repente sonó el teléfono.');
  });

  it('the tutor in that lesson corrects the target error', () => {
    const tutor = createTutor({
      level: 'A2',
      interests: [],
      lesson: findLesson('lesson-a2-4') ?? null,
      memory: { name: 'Ana' },
      seed: 2,
      glossary,
    });
    tutor.reply('Hola');
    const turn = tutor.reply(TWO_ERRORS);
    expect(turn.correction?.category).toBe('preterite-imperfect');
  });
});

describe('a correction never shows a phrase its sentence does not contain', () => {
  it('«Ayer yo va…»: the fix shown is the final one (fui), not the intermediate «voy»', () => {
    const found = createGrammarChecker(glossary).check('Ayer yo va al supermercado.');
    expect(found?.corrected).toBe('Ayer yo fui al supermercado.');
    expect(found?.corrected.toLowerCase()).toContain(found?.right.toLowerCase());
  });
});
