import type { Database as SqliteDatabase } from 'sql.js';
import type { AnkiNoteTypeReport, AnkiFieldMappings } from '../../../../contracts/vocabulary';
import { clozesOf, fieldText, revealClozes } from '../../../../domain/anki/field-text';
import { guessFieldMapping, type FieldMapping } from '../../../../domain/anki/field-mapping';
import { badRequest } from '../../../lib/http-errors';
import type { ImportedWord, ReadWords } from './csv-import';
import { CORRECTION_TAG } from './anki-schema';
import { MAX_IMPORT_WORDS } from './limits';
import { readSounds } from './anki-sounds';
import { readRevlog } from './revlog';
import type { PastReview } from '../../../../domain/fsrs-scheduler';
import {
  BAD_PACKAGE,
  openCollection,
  readAnkiPackage,
  readNoteTypes,
  refuseUpdatePlaceholder,
  type NoteType,
} from './anki-collection';

/** A note's fields together: far above what the word limits allow, far below what could hurt. */
const NOTE_MAX_CHARS = 20_000;
/** Notes of a type read to guess its fields, and characters of each field shown in the preview. */
const GUESS_SAMPLES = 20;
const PREVIEW_CHARS = 80;

/** What an Anki package holds: its words, the notes left out, and its note types with their mapping. */
export interface ReadApkg extends ReadWords {
  noteTypes: AnkiNoteTypeReport[];
}

interface RawNote {
  id: number;
  noteType: string;
  fields: string[];
  tags: string;
}

/** The notes, in the order they were added; bounded in count and size. */
function readNotes(db: SqliteDatabase): RawNote[] {
  // One row past the limit is enough to know the file is too long.
  const result = db.exec(
    `SELECT id, mid, substr(flds, 1, ${NOTE_MAX_CHARS + 1}), substr(tags, 1, 1000) FROM notes ORDER BY id LIMIT ${MAX_IMPORT_WORDS + 1}`,
  );
  const rows = result[0]?.values ?? [];
  if (rows.length > MAX_IMPORT_WORDS) {
    throw badRequest(`A file may hold at most ${MAX_IMPORT_WORDS} words.`, 'bad-file');
  }
  return rows.map(([id, mid, flds, tags], index) => {
    if (String(flds).length > NOTE_MAX_CHARS) {
      throw badRequest(
        `Note ${index + 1}: its fields are longer than ${NOTE_MAX_CHARS} characters.`,
        'bad-file',
      );
    }
    return { id: Number(id), noteType: String(mid), fields: String(flds).split('\x1f'), tags: String(tags) };
  });
}

/** Checks a mapping the learner chose against the note type it is for. */
function checkMapping(name: string, type: NoteType, mapping: FieldMapping): void {
  const used = [mapping.word, mapping.translation, mapping.example, mapping.definition];
  if (used.some((ord) => ord !== null && ord >= type.fields.length)) {
    throw badRequest(
      `Note type "${name}" has ${type.fields.length} fields; the mapping names a field it does not have.`,
      'bad-mapping',
    );
  }
}

/** Each note type used by the notes, with its fields, its note count, a sample and its mapping. */
function describeNoteTypes(
  notes: readonly RawNote[],
  types: ReadonlyMap<string, NoteType>,
  chosen: AnkiFieldMappings,
): AnkiNoteTypeReport[] {
  const used = new Map<string, RawNote[]>();
  for (const note of notes)
    used.set(note.noteType, [...(used.get(note.noteType) ?? []), note].slice(0, GUESS_SAMPLES));
  const counts = new Map<string, number>();
  for (const note of notes) counts.set(note.noteType, (counts.get(note.noteType) ?? 0) + 1);
  return [...used].map(([id, sample]) => {
    const widest = Math.max(...sample.map((note) => note.fields.length));
    const known = types.get(id);
    // A note type the collection does not describe is named by position.
    const type: NoteType =
      known && known.fields.length >= widest
        ? known
        : {
            name: known?.name ?? '',
            fields: Array.from({ length: widest }, (_v, ord) => known?.fields[ord] ?? `Field ${ord + 1}`),
          };
    const texts = sample.map((note) => note.fields.map((field) => fieldText(field).text));
    const mapping = chosen[id] ?? guessFieldMapping(type.fields, texts);
    if (chosen[id]) checkMapping(type.name || id, type, mapping);
    return {
      id,
      name: type.name,
      fields: type.fields,
      notes: counts.get(id) ?? 0,
      mapping,
      sample: (texts[0] ?? []).map((text) => revealClozes(text).slice(0, PREVIEW_CHARS)),
    };
  });
}

const field = (texts: readonly string[], ord: number | null) => (ord === null ? '' : (texts[ord] ?? ''));

/**
 * The sound that pronounces a note's word: one in the word field, else one in a field the mapping
 * leaves unused (an "Audio" field), else one beside the meaning. A cloze's sound reads the whole
 * sentence, not the word hidden in it, so a cloze word has none.
 */
function soundOf(note: RawNote, mapping: FieldMapping): string | null {
  const sounds = note.fields.map((raw) => fieldText(raw).sounds);
  if (clozesOf(fieldText(note.fields[mapping.word] ?? '').text).length > 0) return null;
  const used = new Set([mapping.word, mapping.translation, mapping.example, mapping.definition]);
  const unused = sounds.filter((_sounds, ord) => !used.has(ord)).flat();
  return sounds[mapping.word]?.[0] ?? unused[0] ?? sounds[mapping.translation]?.[0] ?? null;
}

/**
 * The words of one note under its mapping: one word, one per cloze deletion (the answer is the
 * word, its hint or the meaning field the translation, the revealed sentence the example), or a
 * correction card for a note Charla exported as one. Empty when the note has no word or meaning.
 */
function wordsOf(note: RawNote, mapping: FieldMapping): ImportedWord[] {
  const texts = note.fields.map((raw) => fieldText(raw).text);
  const category = /(?:^|\s)category::(\S+)/.exec(note.tags)?.[1]?.replace(/_/g, ' ') ?? '';
  if (note.tags.split(/\s+/).includes(CORRECTION_TAG)) {
    const [sentence = '', corrected = '', why = ''] = texts;
    if (!sentence || !corrected) return [];
    return [
      { word: sentence, translation: corrected, context: '', definition: why, category, kind: 'correction' },
    ];
  }
  const wordText = field(texts, mapping.word);
  const meaning = revealClozes(field(texts, mapping.translation));
  const definition = revealClozes(field(texts, mapping.definition));
  const clozes = clozesOf(wordText);
  if (clozes.length > 0) {
    const sentence = revealClozes(wordText);
    return clozes
      .map(({ answer, hint }) => ({
        word: answer,
        translation: hint || meaning,
        context: sentence,
        definition,
        category,
        kind: 'word' as const,
      }))
      .filter((word) => word.translation);
  }
  if (!wordText || !meaning) return [];
  return [
    {
      word: wordText,
      translation: meaning,
      context: revealClozes(field(texts, mapping.example)),
      definition,
      category,
      kind: 'word',
    },
  ];
}

/**
 * Reads the notes of an .apkg (any Anki from 2.1 on, or Charla's own export). Each note type's
 * fields are mapped to word, meaning, example and note: as `mappings` says, else as guessed from
 * their names and content. A `category::x` tag gives the category; a note tagged as a Charla
 * correction is a correction card. Notes without a word or meaning are reported by number and
 * left out. Runs on the transfer worker (transfer-worker.ts), which bounds its time and memory;
 * this function bounds what it reads.
 */
export async function parseApkg(bytes: Uint8Array, mappings: AnkiFieldMappings = {}): Promise<ReadApkg> {
  const ankiPackage = readAnkiPackage(bytes);
  let notes: RawNote[];
  let types: Map<string, NoteType>;
  let history: Map<number, PastReview[]>;
  let db: SqliteDatabase | undefined;
  try {
    // Everything read from the collection is read here, while it is open.
    db = await openCollection(ankiPackage.collection);
    notes = readNotes(db);
    types = readNoteTypes(db);
    // Each note's answers from the review log (revlog.ts): the history travels with the word.
    history = readRevlog(db, new Date());
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badRequest(BAD_PACKAGE, 'bad-file');
  } finally {
    db?.close();
  }
  refuseUpdatePlaceholder(
    ankiPackage.format,
    notes.slice(0, 2).map((note) => note.fields.join(' ')),
  );
  const noteTypes = describeNoteTypes(notes, types, mappings);
  const mappingOf = new Map(noteTypes.map((type) => [type.id, type.mapping]));
  const read: ReadApkg = { words: [], rejected: [], noteTypes };
  const soundOfWord = new Map<ImportedWord, string>();
  notes.forEach((note, index) => {
    const mapping = mappingOf.get(note.noteType) ?? { word: 0, translation: 1, example: 2, definition: 3 };
    const words = wordsOf(note, mapping);
    if (words.length === 0) read.rejected.push({ line: index + 1, reason: 'word-or-translation-missing' });
    const sound = soundOf(note, mapping);
    for (const word of words) if (sound && word.kind === 'word') soundOfWord.set(word, sound);
    // A note's answers belong to its one word; a cloze note's cards each have their own answers,
    // which the log does not tell apart by word, so its words start without history.
    const reviews = history.get(note.id) ?? [];
    if (words.length === 1 && reviews.length > 0) words[0]!.reviews = reviews;
    read.words.push(...words);
  });
  const sounds = readSounds(bytes, ankiPackage.media, new Set(soundOfWord.values()));
  for (const [word, name] of soundOfWord) {
    const audio = sounds.get(name);
    if (audio) word.audio = audio;
  }
  return read;
}
