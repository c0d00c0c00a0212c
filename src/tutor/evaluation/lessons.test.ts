import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { CURRICULUM, findLesson } from '../../content/lessons';
import { fold } from '../text';
import { createTutor, type TutorTurn } from '../tutor';
import { itemWord } from '../lesson';
import { checkReplies } from './check-reply';

// Plausible answers that use none of the lesson's words on purpose: the tutor must still teach.
const LEARNER = [
  'Hola',
  'Me llamo Ana',
  'Sí, claro',
  'Vale',
  'Estoy bien',
  'No estoy segura',
  'Bueno',
  'Sí',
  'Gracias',
  'Muy bien',
];
const key = (word: string) => fold(itemWord(word)).replace(/^(el|la|los|las|un|una) /, '');

function run(lessonId: string, lines: readonly string[]): TutorTurn[] {
  const lesson = findLesson(lessonId) ?? null;
  const tutor = createTutor({
    level: lesson?.level ?? 'A1',
    interests: [],
    lesson,
    memory: {},
    seed: 5,
    glossary: getGlossary(),
  });
  return lines.map((line) => tutor.reply(line));
}

describe('evaluation: lesson mode over the whole curriculum', () => {
  it.each(CURRICULUM.map((lesson) => [lesson.id, lesson.title] as const))(
    '%s (%s): ≥ 60 %% of its words introduced within 10 turns, replies clean',
    (id) => {
      const lesson = findLesson(id);
      const turns = run(id, LEARNER);
      const taught = new Set(
        turns
          .flatMap((t) => t.toolCalls)
          .filter((c) => c.name === 'add_vocabulary')
          .map((c) => fold(c.arguments.word ?? '')),
      );
      const targets = (lesson?.vocabulary ?? []).map((item) => key(item.spanish));
      const introduced = targets.filter((target) => taught.has(target));
      expect(introduced.length / targets.length).toBeGreaterThanOrEqual(0.6);
      checkReplies(turns, id);
    },
  );

  it('greets with the lesson preview and praises a target the learner uses', () => {
    const turns = run('lesson-a0-1', ['Hola', 'Me llamo Ana', 'Hola, buenos días, mucho gusto']);
    expect(turns[0]?.text).toContain('Hoy practicamos «hola» y «buenos días».');
    expect(turns[1]?.text).toMatch(/«buenos días»|«buenas tardes»/);
    expect(turns[2]?.text).toMatch(
      /Usaste «(buenos días|mucho gusto)» perfectamente|«(buenos días|mucho gusto)»/,
    );
  });

  it('stays on the lesson: «Por vs Para» sentences are met with the lesson, not a topic change', () => {
    const turns = run('lesson-b1-7', [
      'Hola',
      'Me llamo Ana',
      'Por fin tengo tiempo para estudiar',
      'Gracias por la ayuda',
    ]);
    expect(turns.map((t) => t.text).join(' ')).not.toMatch(/Pero ahora hablamos/);
    expect(turns[2]?.text).toMatch(/por fin/i);
  });

  it('sums up once the targets are covered, or when asked', () => {
    const asked = run('lesson-a0-2', ['Hola', 'Me llamo Ana', 'resumen']);
    expect(asked[2]?.kind).toBe('summary');
    expect(asked[2]?.text).toMatch(/Puedes terminar la lección/);
    const long = run('lesson-a0-6', [...LEARNER, ...LEARNER]);
    expect(long.some((t) => /Puedes terminar la lección/.test(t.text))).toBe(true);
  });
});
