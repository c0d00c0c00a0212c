import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import type { Difficulty } from '../domain/settings';
import type { Level } from '../domain/levels';
import { wordCount } from './text';
import { createTutor } from './tutor';

const glossary = getGlossary();

function session(difficulty: Difficulty, level: Level = 'B1') {
  const tutor = createTutor({
    level,
    interests: [],
    lesson: null,
    memory: { name: 'Ana' },
    seed: 3,
    glossary,
    difficulty,
  });
  tutor.reply('Hola');
  return tutor;
}

// An accent slip, answered by a new sentence, then the same slip again.
const ACCENT_TWICE = ['Mi hermana esta en casa.', 'Hoy hace sol.', 'Mi coche esta aquí.'];

function corrections(difficulty: Difficulty, script: readonly string[]): number {
  const tutor = session(difficulty);
  return script.map((line) => tutor.reply(line)).filter((turn) => turn.kind === 'correction').length;
}

describe('difficulty changes the tutor', () => {
  it('easy lets a minor slip go, normal corrects it once, hard every time', () => {
    expect(corrections('easy', ACCENT_TWICE)).toBe(0);
    expect(corrections('normal', ACCENT_TWICE)).toBe(1);
    expect(corrections('hard', ACCENT_TWICE)).toBe(2);
  });

  it('every setting corrects a real error', () => {
    for (const difficulty of ['easy', 'normal', 'hard', 'adaptive'] as const)
      expect(session(difficulty).reply('Ayer voy al cine.').kind).toBe('correction');
  });

  it('easy answers a B1 learner with the simpler rule, hard with the fuller one', () => {
    const question = '¿Cuál es la diferencia entre ser y estar?';
    const easy = session('easy').reply(question).text;
    const hard = session('hard').reply(question).text;
    expect(easy).not.toBe(hard);
    expect(easy).toMatch(/cómo está ahora/);
    expect(hard).toMatch(/identidad/);
  });

  it('glosses in English: easy at B1, normal at A2, never on hard', () => {
    const gloss = (difficulty: Difficulty, level: Level) => {
      const tutor = session(difficulty, level);
      tutor.reply('¿Cuál es la diferencia entre ser y estar?');
      return tutor.reply('un ejemplo').text;
    };
    expect(gloss('easy', 'A2')).toMatch(/\(I.m from Lima/);
    expect(gloss('normal', 'A2')).toMatch(/\(I.m from Lima/);
    expect(gloss('normal', 'B1')).not.toMatch(/\(/);
    expect(gloss('hard', 'A2')).not.toMatch(/\(/);
  });

  it('easy keeps chat replies within 14 words; normal allows 20', () => {
    const chat = [
      'Me gusta mucho cocinar.',
      'Tengo dos hermanos.',
      'Vivo en Londres.',
      'Trabajo en un hospital.',
    ];
    const longest = (difficulty: Difficulty) => {
      const tutor = session(difficulty);
      return Math.max(
        ...chat
          .map((line) => tutor.reply(line))
          .filter((t) => t.kind !== 'correction')
          .map((t) => wordCount(t.text)),
      );
    };
    expect(longest('easy')).toBeLessThanOrEqual(14);
    expect(longest('normal')).toBeLessThanOrEqual(20);
  });

  it('adaptive turns easy after repeated errors and strict after clean sentences', () => {
    const struggling = session('adaptive');
    for (const line of ['Yo es alto.', 'Nosotros va a casa.', 'Ellos tiene frío.', 'Tú soy alto.'])
      struggling.reply(line);
    // Now «easy»: a minor slip goes uncorrected.
    expect(struggling.reply('Mi hermana esta en casa.').kind).not.toBe('correction');

    const confident = session('adaptive');
    for (const line of ['Vivo en Londres.', 'Me gusta leer.', 'Tengo dos hermanos.', 'Hoy hace sol.'])
      confident.reply(line);
    // Now «hard»: the same slip is corrected twice.
    expect(
      ACCENT_TWICE.map((line) => confident.reply(line)).filter((t) => t.kind === 'correction'),
    ).toHaveLength(2);
  });
});
