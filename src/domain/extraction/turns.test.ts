import { describe, expect, it } from 'vitest';
import { transcriptTurns } from './turns';

describe('a saved transcript read back as turns', () => {
  it.each(['', '   ', '\n\n', ' \r\n '])('an empty transcript (%j) has no turns', (transcript) => {
    expect(transcriptTurns(transcript)).toEqual([]);
  });

  it('takes a text without role prefixes as one turn of the learner, line breaks kept', () => {
    expect(transcriptTurns('Hola.\nMe llamo Ana.')).toEqual([{ role: 'user', text: 'Hola.\nMe llamo Ana.' }]);
  });

  it('drops lines before the first role prefix: they belong to no turn', () => {
    expect(transcriptTurns('Charla, lunes\nuser: Hola.\nassistant: ¡Hola! ¿Qué tal?')).toEqual([
      { role: 'user', text: 'Hola.' },
      { role: 'assistant', text: '¡Hola! ¿Qué tal?' },
    ]);
  });

  it('reads roles whatever their case and spacing, and CRLF line ends', () => {
    expect(transcriptTurns('User : Buenos días.\r\n  ASSISTANT:Buenos días, Ana.')).toEqual([
      { role: 'user', text: 'Buenos días.' },
      { role: 'assistant', text: 'Buenos días, Ana.' },
    ]);
  });

  it('composes accents written as two characters, so «día» matches the glossary', () => {
    const [turn] = transcriptTurns('user: buenos di\u0301as');
    expect(turn?.text).toBe('buenos días');
    expect(transcriptTurns('di\u0301a')).toEqual([{ role: 'user', text: 'día' }]);
  });
});
