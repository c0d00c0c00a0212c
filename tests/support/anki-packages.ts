/**
 * Anki packages as each Anki version writes them, for the import tests: schema 11
 * (`collection.anki2`, note types as JSON in `col.models`), the same in `collection.anki21`, and
 * Anki 2.1.50+'s `collection.anki21b` (zstd, schema 18: `notetypes` and `fields` tables with
 * Anki's `unicase` collation, a protobuf media list, zstd-compressed media) beside the placeholder
 * `collection.anki2` asking to update Anki.
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { ANKI_SCHEMA } from '../../src/server/modules/vocabulary/transfer/anki-schema';
import { sqlite } from '../../src/server/modules/vocabulary/transfer/sqlite';
import { zstdRaw } from './zstd-raw';

export interface DeckNoteType {
  id: number;
  name: string;
  fields: string[];
}
export interface DeckNote {
  noteType: number;
  fields: string[];
  tags?: string;
}
export interface Deck {
  noteTypes: DeckNoteType[];
  notes: DeckNote[];
  /** Media files by name. */
  media?: Record<string, Uint8Array>;
}
export type PackageFormat = 'anki2' | 'anki21' | 'anki21b';

/** Anki 2.1.50+'s tables for note types, fields and the rest, as its schema 18 creates them. */
const SCHEMA_18 = `
CREATE TABLE deck_config (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE config (KEY text NOT NULL PRIMARY KEY, usn integer NOT NULL, mtime_secs integer NOT NULL, val blob NOT NULL) without rowid;
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
CREATE UNIQUE INDEX idx_decks_name ON decks (name);
CREATE TABLE tags (tag text NOT NULL PRIMARY KEY, usn integer NOT NULL, collapsed boolean NOT NULL, config blob NULL) without rowid;
CREATE INDEX idx_notes_mid ON notes (mid);
`;

const PLACEHOLDER = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';

async function collection(deck: Deck, schema: 11 | 18): Promise<Uint8Array> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    db.exec(ANKI_SCHEMA);
    const models = Object.fromEntries(
      deck.noteTypes.map((type) => [
        type.id,
        { id: type.id, name: type.name, type: 0, flds: type.fields.map((name, ord) => ({ name, ord })) },
      ]),
    );
    db.run('INSERT INTO col VALUES (1, 0, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      schema,
      '{}',
      schema === 11 ? JSON.stringify(models) : '',
      schema === 11 ? '{}' : '',
      schema === 11 ? '{}' : '',
      '{}',
    ]);
    deck.notes.forEach((note, index) => {
      db.run("INSERT INTO notes VALUES (?, ?, ?, 0, -1, ?, ?, '', 0, 0, '')", [
        index + 1,
        `guid${index + 1}`,
        note.noteType,
        note.tags ?? '',
        note.fields.join('\x1f'),
      ]);
      db.run('INSERT INTO cards VALUES (?, ?, 1, 0, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)', [
        index + 1,
        index + 1,
        index + 1,
        '',
      ]);
    });
    if (schema === 18) {
      db.exec(SCHEMA_18);
      for (const type of deck.noteTypes) {
        db.run("INSERT INTO notetypes VALUES (?, ?, 0, 0, x'')", [type.id, type.name]);
        type.fields.forEach((name, ord) =>
          db.run("INSERT INTO fields VALUES (?, ?, ?, x'')", [type.id, ord, name]),
        );
      }
      // Anki declares these names with its own collation, which only Anki's SQLite has: the
      // definitions are rewritten after the fact, as a real collection reads to any other SQLite.
      db.exec(`PRAGMA writable_schema = ON;
        UPDATE sqlite_master SET sql = replace(sql, 'name text NOT NULL,', 'name text NOT NULL COLLATE unicase,')
          WHERE name IN ('fields', 'templates', 'notetypes', 'decks', 'deck_config');
        UPDATE sqlite_master SET sql = replace(sql, 'tag text NOT NULL PRIMARY KEY', 'tag text NOT NULL PRIMARY KEY COLLATE unicase')
          WHERE name = 'tags';
        PRAGMA writable_schema = OFF;`);
    }
    return db.export();
  } finally {
    db.close();
  }
}

/** Protobuf: a varint, and a length-delimited field. */
function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}
const lengthDelimited = (field: number, bytes: Uint8Array | number[]) => [
  (field << 3) | 2,
  ...varint(bytes.length),
  ...bytes,
];

/** Anki 2.1.50+'s `MediaEntries { repeated MediaEntry entries = 1 }`, entry n stored in zip entry "n". */
export function mediaEntries(files: readonly [string, Uint8Array][]): Uint8Array {
  const out: number[] = [];
  for (const [name, bytes] of files) {
    const sha1 = createHash('sha1').update(bytes).digest();
    const entry = [
      ...lengthDelimited(1, strToU8(name)),
      0x10,
      ...varint(bytes.length),
      ...lengthDelimited(3, sha1),
    ];
    out.push(...lengthDelimited(1, entry));
  }
  return Uint8Array.from(out);
}

/** The deck as an .apkg in the given format. */
export async function ankiPackage(deck: Deck, format: PackageFormat): Promise<Uint8Array> {
  const media = Object.entries(deck.media ?? {});
  if (format === 'anki21b') {
    const placeholder = await collection(
      {
        noteTypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'] }],
        notes: [{ noteType: 1, fields: [PLACEHOLDER, ''] }],
      },
      11,
    );
    return zipSync({
      'collection.anki2': placeholder,
      'collection.anki21b': zstdRaw(await collection(deck, 18), { declareSize: false }),
      media: zstdRaw(mediaEntries(media)),
      // PackageMetadata { version: LATEST (3) }
      meta: Uint8Array.from([0x08, 0x03]),
      ...Object.fromEntries(media.map(([, bytes], index) => [String(index), zstdRaw(bytes)])),
    });
  }
  return zipSync({
    [format === 'anki21' ? 'collection.anki21' : 'collection.anki2']: await collection(deck, 11),
    media: strToU8(JSON.stringify(Object.fromEntries(media.map(([name], index) => [String(index), name])))),
    ...Object.fromEntries(media.map(([, bytes], index) => [String(index), bytes])),
  });
}

/** Only the placeholder collection a newer Anki leaves for older ones, without the real one. */
export async function placeholderOnlyPackage(): Promise<Uint8Array> {
  const placeholder = await collection(
    {
      noteTypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'] }],
      notes: [{ noteType: 1, fields: [PLACEHOLDER, ''] }],
    },
    11,
  );
  return zipSync({ 'collection.anki2': placeholder, media: strToU8('{}') });
}
