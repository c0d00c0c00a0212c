import { describe, expect, it } from 'vitest';
import { contextAround, sentenceTokens, transcriptSentences } from './transcript-text';
import { transcriptTurns } from './turns';

describe('transcriptSentences', () => {
  it('splits lines and sentences and drops role prefixes', () => {
    const transcript = 'assistant: ¡Hola! ¿Cómo estás?\nuser: Bien... gracias\n\nassistant:   ';
    expect(transcriptSentences(transcript)).toEqual(['¡Hola!', '¿Cómo estás?', 'Bien...', 'gracias']);
  });
  it('trims each sentence and drops the blanks between and after them', () => {
    expect(transcriptSentences('user: Hola.   ¿Qué tal?   \n  \nuser: Bien.  ')).toEqual([
      'Hola.',
      '¿Qué tal?',
      'Bien.',
    ]);
  });
});

const transcriptWords = (text: string) => sentenceTokens(text).flatMap((s) => s.words);

describe('sentenceTokens words', () => {
  it('lower-cases Spanish words and keeps accents, ü and ñ', () => {
    const words = transcriptWords('user: Mañana, ¿PINGÜINO? Él comió 3 veces.');
    expect(words.map((w) => w.word)).toEqual(['mañana', 'pingüino', 'él', 'comió', 'veces']);
    expect(words[3]).toEqual({ word: 'comió', sentence: 'Él comió 3 veces.', index: 3 });
  });
  it('treats decomposed accents like composed ones', () => {
    expect(transcriptWords('cafe\u0301 rico').map((w) => w.word)).toEqual(['café', 'rico']);
  });
});

describe('contextAround', () => {
  const sentence = Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(' ');
  it('returns short sentences whole', () => {
    expect(contextAround('Tengo un perro.', 9, 120)).toBe('Tengo un perro.');
  });
  it('cuts long sentences to the limit, around the word', () => {
    const index = sentence.indexOf('palabra30');
    const context = contextAround(sentence, index, 120);
    expect(context.length).toBeLessThanOrEqual(120);
    expect(context).toContain('palabra30');
    expect(contextAround(sentence, sentence.indexOf('palabra39'), 120)).toContain('palabra39');
    expect(contextAround(sentence, 0, 120).startsWith('palabra0 ')).toBe(true);
  });
  it('near the end of a long sentence, shows its last characters', () => {
    const index = sentence.indexOf('palabra39');
    expect(contextAround(sentence, index, 120)).toBe(sentence.slice(sentence.length - 120).trim());
  });
  it('never starts or ends an excerpt with a space', () => {
    const long = 'Ayer por la tarde comí una paella muy rica con mis amigos en la playa de Valencia.';
    for (let index = 0; index < long.length; index += 1) {
      const context = contextAround(long, index, 30);
      expect(context).toBe(context.trim());
      expect(long).toContain(context);
    }
  });
});

describe('sentenceTokens', () => {
  it('keeps each sentence with its own words, so neighbours can be read', () => {
    expect(sentenceTokens('Me levanto. ¿Y tú?').map((s) => [s.sentence, s.words.map((w) => w.word)])).toEqual(
      [
        ['Me levanto.', ['me', 'levanto']],
        ['¿Y tú?', ['y', 'tú']],
      ],
    );
  });
});

describe('transcriptTurns', () => {
  it('reads roles, joins a message broken over lines, and takes a text without roles as the learner', () => {
    expect(transcriptTurns('assistant: ¡Hola!\nuser: Bien.\nY tú\nassistant:  ')).toEqual([
      { role: 'assistant', text: '¡Hola!' },
      { role: 'user', text: 'Bien.\nY tú' },
    ]);
    expect(transcriptTurns('casa perro')).toEqual([{ role: 'user', text: 'casa perro' }]);
  });
});
