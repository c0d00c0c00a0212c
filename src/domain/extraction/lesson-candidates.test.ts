import { describe, expect, it } from 'vitest';
import type { LessonTarget, WordFilter } from './candidates';
import { ContextIndex } from './contexts';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { TEST_GLOSSARY, TEST_STOP_WORDS } from './glossary-fixtures';
import { lessonCandidates } from './lesson-candidates';

const camarero: GlossaryHit = { lemma: 'camarero', gloss: 'waiter', pos: 'noun', level: 'A1' };
const glossary: GlossaryLookup = {
  lookup: (word) => (word === 'camarero' ? camarero : TEST_GLOSSARY.lookup(word)),
  verbOf: TEST_GLOSSARY.verbOf,
};

function lesson(
  targets: LessonTarget[],
  lines: { tutor?: string; learner?: string } = {},
  known: string[] = [],
) {
  const filter: WordFilter = {
    skips: (key) => TEST_STOP_WORDS.has(key) || known.includes(key),
    names: new Set(),
  };
  const contexts = new ContextIndex(glossary);
  if (lines.tutor) contexts.add('tutor', lines.tutor);
  if (lines.learner) contexts.add('learner', lines.learner);
  return lessonCandidates(targets, glossary, filter, contexts, 'A2');
}
const item = (spanish: string, english = 'a lesson item'): LessonTarget => ({ spanish, english });
const words = (targets: LessonTarget[]): string[] => lesson(targets).candidates.map((c) => c.word);

describe("the lesson's items the conversation met", () => {
  it('makes a word of the lesson a card with the lesson’s English and the glossary’s level', () => {
    const learner = 'Yo trabajo de camarero en un bar.';
    const { candidates, covered } = lesson([item('el camarero', 'waiter (in a bar)')], { learner });
    expect(candidates).toEqual([
      {
        key: 'camarero',
        word: 'camarero',
        gloss: 'waiter (in a bar)',
        translation: 'waiter (in a bar)',
        pos: 'noun',
        level: 'A1',
        tier: 2,
        count: 1,
        first: 0,
        context: learner,
      },
    ]);
    expect([...covered]).toEqual(['camarero']);
  });

  it("keeps a phrase whole, at the lesson's level, with the sentence that says it", () => {
    const lines = { tutor: '¿Quiere usted un café?', learner: 'Para mí, un café con leche.' };
    const { candidates, covered } = lesson([item('un café con leche', 'white coffee')], lines);
    expect(candidates).toMatchObject([
      { word: 'café con leche', pos: 'phrase', level: 'A2', context: 'Para mí, un café con leche.' },
    ]);
    expect([...covered]).toEqual(['café', 'leche']);
  });

  it('finds the sentence of a set phrase by its content word («cuenta»), else shows the item', () => {
    const tutor = 'Claro, ahora le traigo la cuenta.';
    const bill = item('la cuenta, por favor', 'the bill, please');
    // With a comma the item is a whole phrase: its article stays.
    expect(lesson([bill], { tutor }).candidates).toMatchObject([
      { key: 'la cuenta, por favor', word: 'la cuenta, por favor', context: tutor },
    ]);
    expect(lesson([bill]).candidates[0]?.context).toBe('la cuenta, por favor');
  });

  it('drops the question and exclamation marks and the dots of an open item', () => {
    expect(
      words([item('¿Me pone…?'), item('me trae...'), item('Me llamo …'), item('¡Buen provecho!')]),
    ).toEqual(['Me pone', 'me trae', 'Me llamo', 'Buen provecho']);
  });

  it('makes no card of an item without words or of one the learner knows', () => {
    expect(words([item('…')])).toEqual([]);
    expect(lesson([item('el camarero')], {}, ['camarero']).candidates).toEqual([]);
  });

  it('makes no card of a plural or other gender of a noun or adjective the learner knows', () => {
    const targets = [item('los perros', 'dogs'), item('pequeña', 'small (f.)'), item('los vecinos')];
    expect(lesson(targets, {}, ['perro', 'pequeño', 'vecino']).candidates).toEqual([]);
    // Known in another form only: the word itself, when the learner knows just its plural, is new.
    expect(lesson([item('el perro', 'dog')], {}, ['perros']).candidates.map((c) => c.word)).toEqual([
      'perro',
    ]);
    // Unknown words in the plural still make cards.
    expect(words([item('los perros', 'dogs'), item('los gatos', 'cats')])).toEqual(['perros', 'gatos']);
  });

  it('keeps a verb form the lesson teaches although the learner knows the infinitive', () => {
    expect(lesson([item('tengo', 'I have')], {}, ['tener']).candidates.map((c) => c.word)).toEqual(['tengo']);
  });
});
