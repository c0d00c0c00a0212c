import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { EXPLANATION_EXAMPLES } from '../content/tutor/explanation-examples';
import { createTutor } from './tutor';

const explanationOf = (turn: {
  toolCalls: readonly { name: string; arguments: Record<string, unknown> }[];
}) =>
  turn.toolCalls.find((call) => call.name === 'note_correction')?.arguments.explanation as string | undefined;

/** A tutor that corrects every error, so each recurrence gets its explanation. */
const strictTutor = (uiLanguage: 'en' | 'es' = 'en') =>
  createTutor({
    level: 'A2',
    interests: [],
    lesson: null,
    memory: {},
    seed: 3,
    glossary: getGlossary(),
    uiLanguage,
    difficulty: 'hard',
  });

describe('a correction that comes back is explained another way', () => {
  it.each(['en', 'es'] as const)(
    'in %s: the second and third explanations add different examples',
    (uiLanguage) => {
      const tutor = strictTutor(uiLanguage);
      const explanations: string[] = [];
      for (const [wrong, right] of [
        ['Me gusta los perros.', 'Me gustan los perros.'],
        ['Me gusta las manzanas.', 'Me gustan las manzanas.'],
        ['Me encanta los libros.', 'Me encantan los libros.'],
      ]) {
        const explanation = explanationOf(tutor.reply(wrong as string));
        expect(explanation).toBeTruthy();
        explanations.push(explanation as string);
        tutor.reply(right as string);
      }
      expect(new Set(explanations).size).toBe(3);
      const [first, second, third] = explanations as [string, string, string];
      expect(second.startsWith(first)).toBe(true);
      const examples = EXPLANATION_EXAMPLES['gustar-agreement'];
      const lead = uiLanguage === 'en' ? 'Another example' : 'Otro ejemplo';
      expect(second).toContain(`${lead}: «${examples[0].wrong}» → «${examples[0].right}».`);
      expect(third).toContain(`${lead}: «${examples[1].wrong}» → «${examples[1].right}».`);
    },
  );

  it('never offers the learner’s own sentence as the other example', () => {
    const tutor = strictTutor();
    const [first] = EXPLANATION_EXAMPLES['gustar-agreement'];
    tutor.reply('Me gusta los gatos.');
    tutor.reply('Me gustan los gatos.');
    const again = explanationOf(tutor.reply(first.wrong));
    expect(again).not.toContain(`«${first.wrong}»`);
    expect(again).toContain('Another example');
  });
});
