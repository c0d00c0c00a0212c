import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import type { Level } from '../../domain/levels';
import { createTutor, type TutorTurn } from '../tutor';
import { checkReplies } from './check-reply';
import { SCRIPTS } from './conversation-scripts';

const LEVELS: Level[] = ['A0', 'A1', 'A2', 'B1', 'B2'];
const cases = SCRIPTS.flatMap((script) => LEVELS.map((level) => [script.name, level, script] as const));

describe('evaluation: scripted conversations across levels', () => {
  it('has at least 300 learner turns', () => {
    expect(cases.reduce((sum, [, , script]) => sum + script.turns.length, 0)).toBeGreaterThanOrEqual(300);
  });

  it.each(cases)(
    '%s at %s: short, grammatical, translated, never repeating itself',
    (name, level, script) => {
      const tutor = createTutor({
        level,
        interests: script.interests,
        lesson: null,
        memory: {},
        seed: 11,
        glossary: getGlossary(),
      });
      const turns: TutorTurn[] = script.turns.map((line) => tutor.reply(line));
      checkReplies(turns, `${name} (${level})`);
      // Never a dismissal.
      for (const turn of turns) expect(turn.text).not.toMatch(/Prefiero escucharte|Pero ahora hablamos/);
    },
  );
});
