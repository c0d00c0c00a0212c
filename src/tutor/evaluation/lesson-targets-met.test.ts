import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { CURRICULUM } from '../../content/lessons';
import { scriptFor } from '../../content/lessons/scripts';
import { LESSON_PASS_SCORE, lessonVerdict } from '../../domain/lesson-completion';
import { createLessonAssessor } from '../lesson-assessor';
import { createTutor } from '../tutor';

const MAX_TURNS = 10;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A learner who answers each of the tutor's lines in role with the expressions that line asks
 * for, as the lesson writes them, then answers the listening question: at most 10 turns. An
 * expression that opens a clause («dudo que») is finished in the mood it takes, as a learner who
 * knows it would: the subjunctive, or the indicative when the checker wants that.
 */
function scriptedLearner(lessonId: string, accepts: (text: string) => boolean): string[] {
  const script = scriptFor(lessonId);
  if (!script) return [];
  const say = (expression: string) => {
    if (!/\bque$/.test(expression)) return expression;
    const subjunctive = `${expression} llueva`;
    return accepts(`${capitalised(subjunctive)}.`) ? subjunctive : `${expression} llueve`;
  };
  const answers = script.steps.map((step) => `${capitalised(step.expects.map(say).join(', '))}.`);
  return [...answers, script.listening.answers[0] ?? ''].slice(0, MAX_TURNS);
}

describe('every lesson can be met by a learner who uses its expressions', () => {
  const glossary = getGlossary();
  it.each(CURRICULUM.map((lesson) => [lesson.id, lesson] as const))('%s', (id, lesson) => {
    const assessor = createLessonAssessor(lesson, scriptFor(id), glossary);
    const turns = scriptedLearner(id, (text) => assessor.assess(text).accepted);
    expect(turns.length).toBeLessThanOrEqual(MAX_TURNS);
    // The built-in tutor plays the lesson with this learner without failing.
    const tutor = createTutor({ level: lesson.level, interests: [], lesson, memory: {}, seed: 3, glossary });
    for (const turn of ['Hola', ...turns]) expect(tutor.reply(turn).text.trim()).not.toBe('');
    const assessed = turns.map((turn) => assessor.assess(turn));
    const used = new Set(assessed.flatMap((a) => (a.accepted ? a.items : [])));
    const met = used.size / lesson.vocabulary.length;
    expect(met, `${id} met ${[...used].join(', ')}`).toBeGreaterThanOrEqual(0.6);
    const verdict = lessonVerdict({
      itemsTotal: lesson.vocabulary.length,
      itemsUsed: used.size,
      grammarUsed: false,
      learnerTurns: turns.length,
    });
    expect(verdict.score).toBeGreaterThanOrEqual(LESSON_PASS_SCORE);
    expect(verdict.completed, JSON.stringify(verdict.short)).toBe(true);
  });
});
