import { describe, expect, it } from 'vitest';
import { changedPositions, correctedLearnerTurns, corrections } from './corrections';
import { transcriptTurns } from './turns';

describe('corrections', () => {
  it('reads «Se dice «right», no «wrong»» replies and repairs the learner sentence', () => {
    const turns = transcriptTurns(
      [
        'user: Pedí sopa. El cuenta fue barato.',
        'assistant: ¡Ojo! Se dice «la cuenta fue barata», no «el cuenta fue barato». ¿Dejaste propina?',
      ].join('\n'),
    );
    expect(corrections(turns, [])).toEqual([
      {
        wrong: 'el cuenta fue barato',
        right: 'la cuenta fue barata',
        sentence: 'La cuenta fue barata.',
        learnerTurn: 0,
      },
    ]);
    expect(correctedLearnerTurns(turns, corrections(turns, [])).turns[0]?.text).toBe(
      'Pedí sopa. la cuenta fue barata.',
    );
  });

  it('prefers the whole sentence the tutor asks to repeat, and the saved notes first', () => {
    const turns = transcriptTurns(
      [
        'user: Soy 20 años.',
        'assistant: Casi. Se dice «tengo 20 años», no «Soy 20 años». Repite, por favor: «Tengo 20 años».',
      ].join('\n'),
    );
    const found = corrections(turns, [{ original: 'Soy 20 años.', corrected: 'Tengo 20 años.' }]);
    expect(found.map((c) => [c.right, c.sentence, c.learnerTurn])).toEqual([
      ['Tengo 20 años.', 'Tengo 20 años.', 0],
      ['tengo 20 años', 'Tengo 20 años.', 0],
    ]);
    // The note repaired the turn; the reply's wrong part is gone, and that is no reason for alarm.
    const fixed = correctedLearnerTurns(turns, found);
    expect(fixed.turns[0]?.text).toBe('Tengo 20 años.');
    expect(fixed.unsafe.size).toBe(0);
  });

  it('keeps a learner turn off the cards when the wrong part is not found in it', () => {
    const turns = transcriptTurns('user: Yo soy veinte.\nassistant: ¡Vale!');
    const fixed = correctedLearnerTurns(turns, [
      { wrong: 'soy 20', right: 'tengo 20 años', sentence: 'Tengo 20 años.', learnerTurn: 0 },
    ]);
    expect(fixed.unsafe.get(0)).toEqual(new Set(['soy']));
  });

  it('leaves the turns alone for a correction of no known turn', () => {
    const turns = transcriptTurns('user: Soy 20 años.');
    const fixed = correctedLearnerTurns(turns, [
      { wrong: 'soy 20 años', right: 'tengo 20 años', sentence: 'tengo 20 años', learnerTurn: null },
    ]);
    expect(fixed.turns).toEqual(turns);
    expect(fixed.unsafe.size).toBe(0);
  });

  it('replaces the wrong part without its end punctuation and the spaces before it', () => {
    const turns = transcriptTurns('user: Soy 20 años ! Vivo en Lima.');
    const fixed = correctedLearnerTurns(turns, [
      { wrong: 'Soy 20 años !', right: 'Tengo 20 años !', sentence: 'Tengo 20 años.', learnerTurn: 0 },
    ]);
    expect(fixed.turns[0]?.text).toBe('Tengo 20 años ! Vivo en Lima.');
  });

  it('keeps the punctuation inside a wrong part of two sentences, and drops only the final one', () => {
    const turns = transcriptTurns('user: ¡Hola! Soy 20 años... ¿Y tú?');
    const fixed = correctedLearnerTurns(turns, [
      {
        wrong: '¡Hola! Soy 20 años...',
        right: '¡Hola! Tengo 20 años...',
        sentence: 'Tengo 20 años.',
        learnerTurn: 0,
      },
    ]);
    expect(fixed.turns[0]?.text).toBe('¡Hola! Tengo 20 años... ¿Y tú?');
  });

  it('finds no blank wrong part in a turn, and blames none of its words', () => {
    const turns = transcriptTurns('user: Yo soy veinte.');
    const fixed = correctedLearnerTurns(turns, [
      { wrong: '', right: 'tengo 20 años', sentence: 'Tengo 20 años.', learnerTurn: 0 },
    ]);
    expect(fixed.turns[0]?.text).toBe('Yo soy veinte.');
    expect(fixed.unsafe.get(0)).toEqual(new Set());
  });

  it.each([
    ['me gustan los gatos', 'me gusta los gatos', ['gustan']],
    ['la cuenta fue barata', 'el cuenta fue barato', ['la', 'cuenta', 'barata']],
    ['mi mamá cocina', 'mi mama cocina', ['mamá']],
    ['los gobiernos deben reducir', 'los gobiernos deben de reducir', ['deben', 'reducir']],
    ['está en casa', 'es en casa', ['está']],
    ['sí tengo una', 'Sí, tengo uno.', ['una']],
    ['el lunes voy al médico', 'En el lunes voy al médico', ['el']],
    ['subo', 'subo arriba', ['subo']],
    ['entramos a las nueve', 'entramos adentro a las nueve', ['entramos', 'a']],
    ['lo repito', 'lo repito otra vez de nuevo', ['repito']],
  ])('«%s» for «%s» changed %j', (right, wrong, expected) => {
    const words = right.split(' ');
    // Strict: a position past the last word would read as an undefined word.
    expect(changedPositions(words, wrong).map((i) => words[i])).toStrictEqual(expected);
  });

  it('marks nothing when only case and punctuation differ', () => {
    expect(changedPositions(['sí', 'tengo', 'una'], 'Sí, tengo una.')).toEqual([]);
  });

  it('marks nothing in a correction without words', () => {
    expect(changedPositions([], 'soy')).toEqual([]);
  });
});
