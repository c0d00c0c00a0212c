import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { CURRICULUM, findLesson } from '../../content/lessons';
import { scriptFor } from '../../content/lessons/scripts';
import { createTutor, type TutorTurn } from '../tutor';
import { checkReplies } from './check-reply';

// Plausible answers that use none of the lesson's expressions on purpose: the lesson must still
// go through its scene, its listening exercise and its summary.
const LEARNER = [
  'Hola',
  'Vale',
  'Sí, claro',
  'Bueno',
  'Estoy bien',
  'No estoy segura',
  'Bueno',
  'Sí',
  'Gracias',
  'Muy bien',
];

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

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('evaluation: every lesson is played as its script', () => {
  it.each(CURRICULUM.map((lesson) => [lesson.id, lesson.title] as const))(
    '%s (%s): goal, grammar, every scene line, listening and summary; replies clean',
    (id) => {
      const lesson = findLesson(id);
      const script = scriptFor(id);
      expect(script).not.toBeNull();
      const turns = run(id, [...LEARNER, ...LEARNER, 'vale', 'bueno']);
      const said = plain(turns.map((t) => t.text).join(' '));
      expect(turns[0]?.text).toContain(`Hoy practicamos «${lesson?.es.title}».`);
      expect(said).toContain('Primero, la gramática.');
      expect(said).toContain(plain(script?.scene.es ?? '-'));
      for (const step of script?.steps ?? []) expect(said).toContain(plain(step.line.es));
      expect(said).toContain(`Ahora escucha: «${plain(script?.listening.line.es ?? '-')}»`);
      expect(said).toMatch(/Resumen: /);
      // Never a bare drill: the old «di una frase con X» prompts are gone.
      expect(said).not.toMatch(/di una frase|haz una frase/i);
      // Short replies, except the parts of the lesson (which join a frame and a script line).
      const lessonParts = turns.filter((t) => t.kind === 'lesson');
      for (const turn of lessonParts) expect(turn.text.split(/\s+/).length).toBeLessThanOrEqual(60);
      checkReplies(
        turns.filter((t) => t.kind !== 'lesson'),
        id,
      );
    },
  );

  it('a0-1: praises an expression used correctly, hints one the step needs, and checks the listening answer', () => {
    const turns = run('lesson-a0-1', [
      'Hola',
      'Sí',
      'Vale',
      'Hola, buenos días.',
      'Me llamo Ana. ¿Cómo te llamas?',
      'Estoy bien',
      'Bien, gracias. Mucho gusto.',
      'Adiós, hasta luego.',
      'Pablo',
    ]);
    expect(turns[3]?.text).toMatch(/«buenos días»/);
    expect(turns[5]?.text).toContain('Puedes usar «mucho gusto» (nice to meet you).');
    expect(turns[7]?.text).toContain('Ahora escucha: «Buenas noches. Me llamo Pablo y estoy muy bien.»');
    expect(turns[8]?.text).toMatch(/^¡(Exacto|Muy bien)/);
    expect(turns[8]?.text).toMatch(/Resumen: has usado bien \d+ expresiones/);
    expect(turns[8]?.text).toContain('Te faltan «buenas tardes», «buenas noches» y «qué tal».');
  });

  it('a wrong listening answer gets the line again, then the answer as written', () => {
    const turns = run('lesson-a0-1', [
      'Hola',
      'Sí',
      'Vale',
      'Hola',
      'Me llamo Ana',
      'Bien, gracias. Mucho gusto.',
      'Adiós',
      'Adiós',
      'Ana',
      'Pedro',
    ]);
    const listening = turns.findIndex((t) => t.text.includes('Ahora escucha'));
    expect(listening).toBeGreaterThan(0);
    expect(turns[listening + 1]?.text).toContain('Escucha otra vez');
    expect(turns[listening + 2]?.text).toContain('La respuesta es «Pablo».');
  });

  it('the summary names the correction that mattered most: the lesson’s own grammar point first', () => {
    const turns = run('lesson-b1-3', [
      'Hola',
      'Vale',
      'Bueno',
      'Yo es cansada',
      'Yo estoy cansada',
      'Espero que vienes mañana',
      'Espero que vengas mañana',
      'resumen',
    ]);
    const summary = turns.at(-1);
    expect(summary?.kind).toBe('lesson');
    expect(summary?.text).toContain('Recuerda: «Espero que vengas mañana».');
  });
});
