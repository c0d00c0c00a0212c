import { describe, expect, it } from 'vitest';
import { ExtractionParseError, parseExtractionContent, validateExtractedWords, wordKey } from './validate';

const good = { word: 'perro', translation: 'dog', context: 'Tengo un perro.', difficulty: 2 };
const failure = (content: string): unknown => {
  try {
    parseExtractionContent(content);
  } catch (error) {
    return error;
  }
  return 'no error';
};

describe('validateExtractedWords, the text of each field', () => {
  it('keeps the words trimmed', () => {
    const raw = [{ ...good, word: ' perro ', translation: ' dog\n', context: '  Tengo un perro. ' }];
    expect(validateExtractedWords(raw, [])[0]).toMatchObject({
      word: 'perro',
      translation: 'dog',
      context: 'Tengo un perro.',
    });
  });

  it.each([[[4]], [true], [{ level: 4 }]])('reads a difficulty of %j as the lowest', (difficulty) => {
    expect(validateExtractedWords([{ ...good, difficulty }], [])[0]?.difficulty).toBe(1);
  });

  it('drops a known word saved with stray spaces', () => {
    expect(wordKey('  Perro ')).toBe('perro');
    expect(validateExtractedWords([good], [' perro '])).toEqual([]);
  });
});

describe('parseExtractionContent, when the reply is not the object asked for', () => {
  it.each([
    ['no JSON at all', 'Lo siento, no puedo.', 'Extraction reply is not JSON'],
    ['a closing brace only', 'oops }', 'Extraction reply is not JSON'],
    ['braces the wrong way round', '} nada {', 'Extraction reply is not JSON'],
    ['a broken object', '{"extractedWords": [}', 'Extraction reply is not valid JSON'],
    ['a number', '7', 'Extraction reply is not a JSON object'],
    ['a string', '"perro"', 'Extraction reply is not a JSON object'],
    ['a list', '[1, 2]', 'Extraction reply is not a JSON object'],
  ])('says the reply is %s', (_name, content, message) => {
    const error = failure(content);
    expect(error).toBeInstanceOf(ExtractionParseError);
    expect(error).toMatchObject({ name: 'ExtractionParseError', message });
  });

  it.each([
    '```json\n[1, 2]\n```',
    '```[1, 2]```',
    '```json\n[1, 2]```',
    '\n  ```json\n[1, 2]\n```\n',
    '\uFEFF[1, 2]',
  ])('reads the fenced or padded list %j as JSON that is not an object', (content) => {
    expect(failure(content)).toMatchObject({ message: 'Extraction reply is not a JSON object' });
  });

  it.each(['Here: ```json\n[1, 2]\n```', '```json\n[1, 2]\n``` Done.'])(
    'takes a fence only around the whole reply: %j',
    (content) => {
      expect(failure(content)).toMatchObject({ message: 'Extraction reply is not JSON' });
    },
  );
});

describe('parseExtractionContent, the parts of the object', () => {
  it.each([['"hard"'], ['1e999'], ['null']])('defaults a conversation level of %s', (level) => {
    expect(parseExtractionContent(`{"conversationLevel": ${level}}`).conversationLevel).toBe(2);
  });

  it('keeps only the non-blank words of the focus', () => {
    const content = JSON.stringify({ recommendedFocus: ['perro', '', '  ', 3, null, 'gato'] });
    expect(parseExtractionContent(content).recommendedFocus).toEqual(['perro', 'gato']);
  });

  it('ignores a focus or word list that is not a list', () => {
    const content = JSON.stringify({ extractedWords: 'perro', recommendedFocus: 'perro' });
    expect(parseExtractionContent(content)).toMatchObject({ extractedWords: [], recommendedFocus: [] });
  });
});
