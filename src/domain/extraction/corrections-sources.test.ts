import { describe, expect, it } from 'vitest';
import { corrections } from './corrections';
import { transcriptTurns } from './turns';

const chat = (...lines: string[]) => transcriptTurns(lines.join('\n'));

describe('corrections from the saved notes', () => {
  it('finds the learner turn a note corrects whatever the punctuation and spacing', () => {
    const turns = chat(
      'assistant: ¡Hola! ¿Cómo te llamas y cuántos años tienes?',
      'user: Hola,me llamo es Ana.',
      'user: Soy 20 años',
    );
    const found = corrections(turns, [
      { original: 'Hola, me llamo es Ana', corrected: 'Hola, me llamo Ana' },
      { original: 'Soy 20 años.', corrected: 'Tengo 20 años.' },
    ]);
    expect(found.map((c) => c.learnerTurn)).toEqual([1, 2]);
  });

  it('links a note to the learner’s turn, not to the tutor’s question it echoes', () => {
    const turns = chat('assistant: ¿Vives en Madrid o en Barcelona?', 'user: Sí, vives en Madrid.');
    const found = corrections(turns, [{ original: 'vives en Madrid', corrected: 'vivo en Madrid' }]);
    expect(found.map((c) => c.learnerTurn)).toEqual([1]);
  });

  it('links a note to no turn when the learner never wrote its words, or it has none', () => {
    const turns = chat('user: Tengo veinte años.', 'assistant: ¡Qué joven!');
    const found = corrections(turns, [
      { original: 'Soy 20 años', corrected: 'Tengo 20 años' },
      { original: '', corrected: 'Tengo 20 años.' },
      { original: '¿?', corrected: 'Tengo 20 años.' },
    ]);
    expect(found.map((c) => c.learnerTurn)).toEqual([null, null, null]);
  });

  it('keeps the note’s forms without the spaces around them', () => {
    const turns = chat('user: Soy 20 años.');
    expect(corrections(turns, [{ original: ' Soy 20 años. ', corrected: ' Tengo 20 años. ' }])).toEqual([
      { wrong: 'Soy 20 años.', right: 'Tengo 20 años.', sentence: 'Tengo 20 años.', learnerTurn: 0 },
    ]);
  });
});

describe('corrections from the tutor’s replies', () => {
  it('reads «en vez de «wrong», di «right»» and corrects the learner’s last turn before the reply', () => {
    const turns = chat(
      'user: Hola.',
      'user: Ayer voy al cine.',
      'assistant: ¡Qué bien! Pero en vez de «voy», di «fui».',
      'user: Sí, fui con mi hermana.',
    );
    expect(corrections(turns, [])).toEqual([
      { wrong: 'voy', right: 'fui', sentence: 'Ayer fui al cine.', learnerTurn: 1 },
    ]);
  });

  it('looks past the tutor’s own earlier messages for the learner turn', () => {
    const turns = chat(
      'user: Ayer voy al cine.',
      'assistant: ¡Qué bien!',
      'assistant: Un detalle: no «voy», sino «fui».',
    );
    expect(corrections(turns, []).map((c) => [c.sentence, c.learnerTurn])).toEqual([
      ['Ayer fui al cine.', 0],
    ]);
  });

  it('repairs only the learner’s sentence that holds the mistake', () => {
    const turns = chat(
      'user: Hola. Mañana yo va a la playa con mi familia. ¿Y tú?',
      'assistant: Se dice «yo voy», no «yo va».',
    );
    expect(corrections(turns, [])[0]?.sentence).toBe('Mañana yo voy a la playa con mi familia.');
  });

  it('repairs with the right form’s words when the tutor writes spaces inside the quotes', () => {
    const turns = chat('user: Mañana yo va a la playa.', 'assistant: Se dice « yo voy », no « yo va ».');
    expect(corrections(turns, [])[0]).toMatchObject({
      right: 'yo voy',
      sentence: 'Mañana yo voy a la playa.',
    });
  });

  it('prefers a longer quote of the reply to the repaired learner sentence', () => {
    const turns = chat(
      'user: Soy 20 años y mi hermano es 18.',
      'assistant: Se dice «tengo 20 años», no «soy 20 años». Repite: « Tengo 20 años y mi hermano tiene 18 ».',
    );
    expect(corrections(turns, [])[0]?.sentence).toBe('Tengo 20 años y mi hermano tiene 18');
  });

  it('never takes the learner’s wrong form as the longer quote', () => {
    const turns = chat('user: Te veo en el lunes.', 'assistant: Se dice «el lunes», no «en el lunes».');
    expect(corrections(turns, [])).toEqual([
      { wrong: 'en el lunes', right: 'el lunes', sentence: 'Te veo el lunes.', learnerTurn: 0 },
    ]);
  });

  it('gives the right form as the sentence of a reply that comes before any learner message', () => {
    const turns = chat('assistant: Recuerda: se dice « tengo 20 años », no « soy 20 años ».');
    expect(corrections(turns, [])).toEqual([
      { wrong: 'soy 20 años', right: 'tengo 20 años', sentence: 'tengo 20 años', learnerTurn: null },
    ]);
  });

  it('repairs nothing with a blank quoted wrong form', () => {
    const turns = chat('user: Tengo 20 años.', 'assistant: Se dice «tengo 20 años», no « ».');
    expect(corrections(turns, [])).toEqual([
      { wrong: '', right: 'tengo 20 años', sentence: 'tengo 20 años', learnerTurn: 0 },
    ]);
  });
});
