import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExtractionParseError, parseExtractionContent, validateExtractedWords } from './validate';

const good = { word: 'perro', translation: 'dog', context: 'Tengo un perro.', difficulty: 2 };

describe('validateExtractedWords', () => {
  it('keeps complete words and fills category and definition', () => {
    expect(validateExtractedWords([good], [])).toEqual([
      {
        word: 'perro',
        translation: 'dog',
        context: 'Tengo un perro.',
        difficulty: 2,
        category: 'general',
        definition: '',
      },
    ]);
  });

  it.each([
    ['no word', { ...good, word: undefined }],
    ['a blank word', { ...good, word: '  ' }],
    ['no translation', { ...good, translation: undefined }],
    ['no context', { ...good, context: '' }],
    ['a number as word', { ...good, word: 7 }],
    ['not an object', 'perro'],
    ['null', null],
  ])('drops an item with %s', (_name, item) => {
    expect(validateExtractedWords([item], [])).toEqual([]);
  });

  it('drops known words case-insensitively, and duplicates within the batch', () => {
    const raw = [
      { ...good, word: 'Perro' },
      { ...good, word: 'Gato' },
      { ...good, word: 'gato ' },
      { ...good, word: 'Café' },
      { ...good, word: 'cafe\u0301' }, // decomposed é
    ];
    expect(validateExtractedWords(raw, ['PERRO']).map((w) => w.word)).toEqual(['Gato', 'Café']);
  });

  it.each([
    [0, 1],
    [3, 3],
    [7, 5],
    [4.6, 5],
    ['4', 4],
    ['hard', 1],
    [undefined, 1],
    [Number.NaN, 1],
  ])('turns difficulty %j into %d', (difficulty, expected) => {
    expect(validateExtractedWords([{ ...good, difficulty }], [])[0]?.difficulty).toBe(expected);
  });

  it('keeps a given category and definition', () => {
    const [word] = validateExtractedWords([{ ...good, category: 'animals', definition: 'A pet.' }], []);
    expect(word).toMatchObject({ category: 'animals', definition: 'A pet.' });
  });

  it('never returns a known word or a difficulty outside 1–5', () => {
    const item = fc.record({
      word: fc.constantFrom('casa', 'Casa', 'perro', 'gato', '', 'sol'),
      translation: fc.constantFrom('x', ''),
      context: fc.constantFrom('y', ''),
      difficulty: fc.oneof(fc.double(), fc.string()),
    });
    fc.assert(
      fc.property(fc.array(item), (raw) => {
        const kept = validateExtractedWords(raw, ['casa']);
        for (const w of kept) {
          expect(w.word.toLowerCase()).not.toBe('casa');
          expect(w.difficulty).toBeGreaterThanOrEqual(1);
          expect(w.difficulty).toBeLessThanOrEqual(5);
        }
        expect(new Set(kept.map((w) => w.word.toLowerCase())).size).toBe(kept.length);
      }),
    );
  });
});

describe('parseExtractionContent', () => {
  const body = { extractedWords: [good], conversationLevel: 3, recommendedFocus: ['perro', 4] };

  it('parses plain JSON', () => {
    expect(parseExtractionContent(JSON.stringify(body))).toEqual({
      extractedWords: [good],
      conversationLevel: 3,
      recommendedFocus: ['perro'],
    });
  });

  it('tolerates a ```json fence and surrounding prose', () => {
    expect(parseExtractionContent('```json\n' + JSON.stringify(body) + '\n```').conversationLevel).toBe(3);
    expect(parseExtractionContent('Here you go: ' + JSON.stringify(body) + ' Enjoy!').conversationLevel).toBe(
      3,
    );
  });

  it('defaults missing parts', () => {
    expect(parseExtractionContent('{}')).toEqual({
      extractedWords: [],
      conversationLevel: 2,
      recommendedFocus: [],
    });
  });

  it.each(['', 'not json', '{"extractedWords": [', '[1, 2]', 'null', '```json\n{oops}\n```'])(
    'throws a typed error on %j',
    (content) => {
      expect(() => parseExtractionContent(content)).toThrow(ExtractionParseError);
    },
  );
});
