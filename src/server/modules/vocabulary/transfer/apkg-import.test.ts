import { describe, expect, it } from 'vitest';
import { ankiPackage, placeholderOnlyPackage, type Deck } from '../../../../../tests/support/anki-packages';
import { parseApkg } from './apkg-import';

const BASIC = { id: 1_600_000_000_001, name: 'Basic', fields: ['Front', 'Back'] };
const CLOZE = { id: 1_600_000_000_002, name: 'Cloze', fields: ['Text', 'Back Extra'] };
const VOCAB = { id: 1_600_000_000_003, name: 'Vocab', fields: ['English', 'Audio', 'Spanish', 'Example'] };

const deck: Deck = {
  noteTypes: [BASIC, CLOZE, VOCAB],
  notes: [
    { noteType: BASIC.id, fields: ['<b>el perro</b>', 'the&nbsp;dog'], tags: ' category::animals ' },
    { noteType: BASIC.id, fields: ['la casa', 'the house'] },
    { noteType: CLOZE.id, fields: ['{{c1::Hola::hello}}, ¿cómo {{c2::estás}}?', 'are (you)'] },
    { noteType: VOCAB.id, fields: ['cat', '[sound:gato.mp3]', 'gato', 'El gato duerme.'] },
    { noteType: BASIC.id, fields: ['sin traducción', ''] },
  ],
  media: { 'gato.mp3': new Uint8Array([1, 2, 3]) },
};

describe.each(['anki2', 'anki21', 'anki21b'] as const)('parseApkg on a %s package', (format) => {
  it('reads every note type with its fields, guesses the mapping and reads the words', async () => {
    const read = await parseApkg(await ankiPackage(deck, format));
    expect(read.noteTypes.map(({ name, fields, notes }) => ({ name, fields, notes }))).toEqual([
      { name: 'Basic', fields: ['Front', 'Back'], notes: 3 },
      { name: 'Cloze', fields: ['Text', 'Back Extra'], notes: 1 },
      { name: 'Vocab', fields: ['English', 'Audio', 'Spanish', 'Example'], notes: 1 },
    ]);
    expect(read.noteTypes[2]?.mapping).toEqual({ word: 2, translation: 0, example: 3, definition: null });
    expect(read.noteTypes[0]?.sample).toEqual(['el perro', 'the dog']);
    expect(
      read.words.map(({ word, translation, context, category }) => ({
        word,
        translation,
        context,
        category,
      })),
    ).toEqual([
      { word: 'el perro', translation: 'the dog', context: '', category: 'animals' },
      { word: 'la casa', translation: 'the house', context: '', category: '' },
      { word: 'Hola', translation: 'hello', context: 'Hola, ¿cómo estás?', category: '' },
      { word: 'estás', translation: 'are (you)', context: 'Hola, ¿cómo estás?', category: '' },
      { word: 'gato', translation: 'cat', context: 'El gato duerme.', category: '' },
    ]);
    expect(read.rejected).toEqual([{ line: 5, reason: 'word-or-translation-missing' }]);
  });

  it('reads the fields as the learner mapped them', async () => {
    const read = await parseApkg(await ankiPackage(deck, format), {
      [String(BASIC.id)]: { word: 1, translation: 0, example: null, definition: null },
    });
    expect(read.noteTypes[0]?.mapping).toEqual({ word: 1, translation: 0, example: null, definition: null });
    expect(read.words[0]).toMatchObject({ word: 'the dog', translation: 'el perro' });
  });

  it('refuses a mapping naming a field the note type does not have', async () => {
    await expect(
      parseApkg(await ankiPackage(deck, format), {
        [String(BASIC.id)]: { word: 0, translation: 5, example: null, definition: null },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/"Basic" has 2 fields/) });
  });
});

describe('parseApkg on packages of newer Ankis', () => {
  it('reads the real collection, not the placeholder beside it', async () => {
    const read = await parseApkg(await ankiPackage(deck, 'anki21b'));
    expect(read.words.some((word) => /update/i.test(word.word))).toBe(false);
  });

  it('asks to export again when only the placeholder is there', async () => {
    await expect(parseApkg(await placeholderOnlyPackage())).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/export again with "Support older Anki versions" ticked/),
    });
  });
});
