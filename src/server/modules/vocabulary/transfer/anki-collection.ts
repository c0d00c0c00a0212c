/**
 * Opening the collection inside an Anki package. Anki 2.1.50 and later put the real collection
 * in `collection.anki21b` (zstd-compressed SQLite, schema 18: note types and their fields in
 * tables of their own) beside a `collection.anki2` that only asks to update Anki; older packages
 * hold `collection.anki21` or `collection.anki2` (note types as JSON in `col.models`). The newest
 * is read first.
 */
import type { Database as SqliteDatabase } from 'sql.js';
import { badRequest } from '../../../lib/http-errors';
import { readMediaMap } from './anki-media';
import { sqlite } from './sqlite';
import { readZipEntries, ZipEntryError } from './zip-entry';
import { unzstd, ZstdTooLarge } from './zstd';

export const BAD_PACKAGE =
  'This file is not an Anki package we can read (.apkg exported from Anki 2.1 or later, or Charla).';
const EXPORT_AGAIN =
  'This Anki package uses the newest format. In Anki, export again with "Support older Anki versions" ticked.';

/** Newest first: the first one present is the collection read. */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionFormat = 'anki21b' | 'anki21' | 'anki2';

/** The largest collection (the SQLite file inside the package) we inflate and open. */
export const COLLECTION_MAX_BYTES = 64 * 1024 * 1024;
/** SQLite's own memory cap while reading it (its page cache, sorting, strings). */
const SQLITE_HEAP_BYTES = 128 * 1024 * 1024;
/** `col.models` holds every note type's templates and styling; far more than that is not a deck. */
const MODELS_MAX_CHARS = 8 * 1024 * 1024;

/**
 * The tables we read, and the columns each must have. They must be plain tables: a view (or a
 * virtual table) named `notes` runs whatever query it holds when read — a recursive view is
 * endless — and a generated column computes its value on every read.
 */
const EXPECTED: Record<string, readonly string[]> = {
  col: ['id'],
  notes: ['id', 'flds', 'tags'],
  cards: ['id', 'nid'],
};
/** Schema 18's note types and fields, checked the same way when the collection has them. */
const NEWER: Record<string, readonly string[]> = {
  notetypes: ['id', 'name'],
  fields: ['ntid', 'ord', 'name'],
};

/** A package's collection and media list, nothing else inflated (media files stay compressed). */
export interface AnkiPackage {
  format: CollectionFormat;
  collection: Uint8Array;
  /** Media file names by the zip entry that holds each. */
  media: Map<string, string>;
}

export function readAnkiPackage(bytes: Uint8Array): AnkiPackage {
  let read;
  try {
    read = readZipEntries(bytes, [...COLLECTIONS, 'media'], COLLECTION_MAX_BYTES);
  } catch (error) {
    if (error instanceof ZipEntryError && error.reason === 'too-large') throw tooLarge();
    throw badRequest(BAD_PACKAGE, 'bad-file');
  }
  const name = COLLECTIONS.find((candidate) => read.entries.has(candidate));
  const stored = name ? read.entries.get(name) : undefined;
  if (!name || !stored) throw badRequest(BAD_PACKAGE, 'bad-file');
  let collection = stored;
  if (name === 'collection.anki21b') {
    try {
      collection = unzstd(stored, COLLECTION_MAX_BYTES);
    } catch (error) {
      if (error instanceof ZstdTooLarge) throw tooLarge();
      throw badRequest(BAD_PACKAGE, 'bad-file');
    }
  }
  return {
    format: name.slice('collection.'.length) as CollectionFormat,
    collection,
    media: readMediaMap(read.entries.get('media')),
  };
}

const tooLarge = () =>
  badRequest(
    `The Anki collection in this package is larger than ${COLLECTION_MAX_BYTES / 1024 / 1024} MB unpacked.`,
    'bad-file',
  );

function isPlainTable(db: SqliteDatabase, table: string, columns: readonly string[]): boolean {
  const kind = db.exec('SELECT type, sql FROM sqlite_master WHERE name = ?', [table])[0]?.values[0];
  const plain = kind?.[0] === 'table' && !/^\s*create\s+virtual/i.test(String(kind[1]));
  // table_xinfo lists hidden columns too: `hidden` is 2 or 3 for generated columns.
  const info = plain ? (db.exec(`PRAGMA table_xinfo(${table})`)[0]?.values ?? []) : [];
  const names = new Set(info.map((row) => String(row[1])));
  const generated = info.some((row) => Number(row[6]) !== 0);
  return plain && !generated && columns.every((column) => names.has(column));
}

const exists = (db: SqliteDatabase, name: string) =>
  (db.exec('SELECT 1 FROM sqlite_master WHERE name = ?', [name])[0]?.values.length ?? 0) > 0;

/** Refuses a collection whose tables are not plain tables with the columns Anki gives them. */
function checkShape(db: SqliteDatabase): void {
  const expected = { ...EXPECTED, ...(exists(db, 'notetypes') ? NEWER : {}) };
  for (const [table, columns] of Object.entries(expected)) {
    if (!isPlainTable(db, table, columns)) {
      throw badRequest(`${BAD_PACKAGE} Its "${table}" table is not the one Anki writes.`, 'bad-file');
    }
  }
}

/**
 * Anki's newer tables sort names with its own `unicase` collation, which SQLite outside Anki does
 * not have: any read of such a table fails. The copy we read forgets the collation (we never
 * sort or look up by those names).
 */
function forgetAnkiCollation(db: SqliteDatabase): void {
  const uses =
    db.exec("SELECT 1 FROM sqlite_master WHERE sql LIKE '%collate unicase%'")[0]?.values.length ?? 0;
  if (uses === 0) return;
  db.exec(
    "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(replace(sql, ' COLLATE unicase', ''), ' collate unicase', '') WHERE sql LIKE '%collate unicase%'; PRAGMA writable_schema = RESET;",
  );
}

/** The collection opened, shape checked, within SQLite's memory cap; the caller closes it. */
export async function openCollection(collection: Uint8Array): Promise<SqliteDatabase> {
  const SQL = await sqlite();
  const db = new SQL.Database(collection);
  try {
    db.exec(`PRAGMA hard_heap_limit = ${SQLITE_HEAP_BYTES}`);
    forgetAnkiCollation(db);
    checkShape(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A note type: its name and field names in order. */
export interface NoteType {
  name: string;
  fields: string[];
}

/** The note types by id (as text: Anki's ids are millisecond times), from schema 18's tables or `col.models`. */
export function readNoteTypes(db: SqliteDatabase): Map<string, NoteType> {
  const types = new Map<string, NoteType>();
  if (exists(db, 'notetypes')) {
    for (const [id, name] of db.exec('SELECT id, substr(name, 1, 200) FROM notetypes')[0]?.values ?? []) {
      types.set(String(id), { name: String(name), fields: [] });
    }
    const fields = db.exec(
      'SELECT ntid, ord, substr(name, 1, 200) FROM fields ORDER BY ntid, ord LIMIT 10000',
    );
    for (const [ntid, ord, name] of fields[0]?.values ?? []) {
      const type = types.get(String(ntid));
      if (type) type.fields[Number(ord)] = String(name);
    }
    for (const type of types.values())
      type.fields = Array.from(type.fields, (name, ord) => name ?? `Field ${ord + 1}`);
    return types;
  }
  const [models] =
    db.exec(`SELECT models FROM col WHERE length(models) <= ${MODELS_MAX_CHARS} LIMIT 1`)[0]?.values ?? [];
  try {
    const parsed = JSON.parse(String(models?.[0] ?? '{}')) as Record<
      string,
      { name?: unknown; flds?: { name?: unknown; ord?: unknown }[] }
    >;
    for (const [id, model] of Object.entries(parsed)) {
      const fields = Array.isArray(model?.flds) ? model.flds : [];
      const names: string[] = [];
      fields.forEach((field, index) => {
        const ord = typeof field?.ord === 'number' && field.ord >= 0 && field.ord < 100 ? field.ord : index;
        names[ord] = String(field?.name ?? '').slice(0, 200);
      });
      types.set(id, {
        name: String(model?.name ?? '').slice(0, 200),
        fields: Array.from(names, (name, ord) => name || `Field ${ord + 1}`),
      });
    }
  } catch {
    // Note types we cannot read are named by position; the words are still there.
  }
  return types;
}

/** The note a newer Anki leaves in `collection.anki2` when the real collection is elsewhere. */
export function refuseUpdatePlaceholder(format: CollectionFormat, firstNotes: readonly string[]): void {
  if (
    format !== 'anki21b' &&
    firstNotes.length === 1 &&
    /Please update to the latest Anki version/i.test(firstNotes[0] ?? '')
  ) {
    throw badRequest(EXPORT_AGAIN, 'bad-file');
  }
}
