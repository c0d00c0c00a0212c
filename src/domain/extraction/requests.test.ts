import { describe, expect, it } from 'vitest';
import { askedWords, isHelpRequest } from './requests';
import { transcriptSentences } from './transcript-text';
import { transcriptTurns } from './turns';

const asked = (...lines: string[]) =>
  askedWords(transcriptTurns(lines.join('\n')), transcriptSentences).map(({ spanish, english }) => [
    spanish,
    english,
  ]);

describe('askedWords', () => {
  it.each([
    [
      ['user: ¿Qué significa "madrugar"?', 'assistant: «madrugar» significa «to get up early». ¿Madrugas?'],
      [['madrugar', 'to get up early']],
    ],
    [
      ['user: que significa madrugar', 'assistant: Madrugar es levantarse muy temprano.'],
      [['madrugar', null]],
    ],
    [
      [
        'user: ¿Qué quiere decir «plazo»?',
        'assistant: Un plazo es el tiempo para terminar algo: «deadline».',
      ],
      [['plazo', 'deadline']],
    ],
    [
      [
        'user: What does "alojamiento" mean?',
        'assistant: "Alojamiento" means accommodation: el lugar donde duermes.',
      ],
      [['alojamiento', 'accommodation']],
    ],
    [
      ['user: ¿Cómo se dice "kitchen"?', 'assistant: «kitchen» en español es «la cocina». ¿Cocinas mucho?'],
      [['la cocina', 'kitchen']],
    ],
    [
      ['user: How do you say luggage?', 'assistant: Se dice equipaje. ¿Llevas mucho?'],
      [['equipaje', 'luggage']],
    ],
    [
      [
        'user: Mi profesora era amable. How do you say "playground"?',
        'assistant: "Playground" se dice «el patio».',
      ],
      [['el patio', 'playground']],
    ],
    // Questions to the tutor are not questions about words.
    [['user: ¿Qué es tu comida favorita?', 'assistant: ¡La paella!'], []],
    [['user: ¿Cómo estás?', 'assistant: Muy bien, ¿y tú?'], []],
  ])('%j', (lines, expected) => {
    expect(asked(...lines)).toEqual(expected);
  });

  it.each([
    ['¿Qué significa "madrugar"?', true],
    ['How do you say "small"?', true],
    ['¿Cómo se escribe "jueves"?', true],
    ['Me gusta madrugar.', false],
    ['¿Cómo se llama tu perro?', false],
  ])('«%s» is a help request: %s', (sentence, expected) => {
    expect(isHelpRequest(sentence)).toBe(expected);
  });
});
