import { describe, expect, it } from 'vitest';
import { answered, correctionAccepted, inSpanish, praises, wordCount } from '../../eval/tutor/heuristics';
import type { ScriptedTurn } from '../../src/tutor/evaluation/scripted';

/** The report's judgements of a reply, without a server (pure). */

const wrong: ScriptedTurn = {
  group: 'A1',
  level: 'A1',
  purpose: 'sentence',
  text: 'Mañana voy visitar a mi abuela.',
  error: 'verb-forms',
  accepted: ['Mañana voy a visitar a mi abuela.'],
  right: 'voy a visitar',
};

describe('tutor evaluation judgements', () => {
  it('reads Spanish replies as Spanish, glosses and quoted English aside', () => {
    expect(inSpanish('¡Hola! ¿Cómo te llamas?')).toBe(true);
    expect(inSpanish('Perdona. Más fácil: ¿Trabajas hoy? (Are you working today?)')).toBe(true);
    expect(inSpanish('Se dice «I am tired»: «Estoy cansado».')).toBe(true);
    expect(inSpanish('That is a good question: it depends on what you want to say.')).toBe(false);
  });

  it('hears praise however it is written, and not in a correction', () => {
    expect(praises('¡Muy bien! ¿Y después?')).toBe(true);
    expect(praises('¡PERFECTO!')).toBe(true);
    expect(praises('¡Exacto, así se dice!')).toBe(true);
    expect(praises('Casi: se dice «voy a visitar». ¿Lo repites?')).toBe(false);
  });

  it('accepts a correction that is an accepted sentence or holds the corrected words', () => {
    const call = (corrected: string) => ({ name: 'note_correction', arguments: { corrected } });
    expect(correctionAccepted(wrong, call('mañana voy a visitar a mi abuela'))).toBe(true);
    expect(correctionAccepted(wrong, call('Voy a visitar a mi abuela mañana.'))).toBe(true);
    expect(correctionAccepted(wrong, call('Mañana visito a mi abuela.'))).toBe(false);
    expect(correctionAccepted(wrong, call(''))).toBe(false);
  });

  it('counts a question answered when the reply names one of its words and does not decline', () => {
    const question: ScriptedTurn = {
      ...wrong,
      purpose: 'grammar',
      error: null,
      answeredBy: ['permanente', 'lugar'],
    };
    expect(answered(question, 'Ser: lo permanente. Estar: el lugar y el estado.')).toBe(true);
    expect(answered(question, 'No estoy segura, pero el lugar importa.')).toBe(false);
    expect(answered(question, '¡Muy bien! ¿Qué más?')).toBe(false);
  });

  it('counts words, not punctuation', () => {
    expect(wordCount('¡Hola! ¿Qué tal? — bien')).toBe(4);
  });
});
