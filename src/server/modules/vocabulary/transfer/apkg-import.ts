import type { Database as SqliteDatabase } from 'sql.js';
import { badRequest } from '../../../lib/http-errors';
import { sqlite } from './sqlite';
import type { ImportedWord } from './csv-import';
import { CORRECTION_TAG } from './anki-schema';
import { MAX_IMPORT_WORDS } from './limits';
import { readZipEntries, ZipEntryError } from './zip-entry';
import { readRevlog } from './revlog';

const BAD_PACKAGE = 'This file is not an Anki package we can read (.apkg exported from Anki 2.1 or Charla).';
const COLLECTIONS = ['collection.anki2', 'collection.anki21'];

/** The largest collection (the SQLite file inside the package) we inflate and open. */
export const COLLECTION_MAX_BYTES = 64 * 1024 * 1024;
/** SQLite's own memory cap while reading it (its page cache, sorting, strings). */
const SQLITE_HEAP_BYTES = 128 * 1024 * 1024;
/** A note's fields together: far above what the word limits allow, far below what could hurt. */
const NOTE_MAX_CHARS = 20_000;

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

/** Anki fields are HTML: keep the text a learner sees. */
function text(field: string): string {
  return field
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The collection's bytes, inflating nothing else from the package (media stay compressed). */
function collectionOf(bytes: Uint8Array): Uint8Array {
  let read;
  try {
    read = readZipEntries(bytes, [...COLLECTIONS, 'collection.anki21b'], COLLECTION_MAX_BYTES);
  } catch (error) {
    if (error instanceof ZipEntryError && error.reason === 'too-large') {
      throw badRequest(
        `The Anki collection in this package is larger than ${COLLECTION_MAX_BYTES / 1024 / 1024} MB unpacked.`,
        'bad-file',
      );
    }
    throw badRequest(BAD_PACKAGE, 'bad-file');
  }
  const collection = COLLECTIONS.map((name) => read.entries.get(name)).find(Boolean);
  if (collection) return collection;
  throw badRequest(
    read.names.has('collection.anki21b')
      ? 'This Anki package uses the newest format. In Anki, export again with "Support older Anki versions" ticked.'
      : BAD_PACKAGE,
    'bad-file',
  );
}

/** Refuses a collection whose tables are not plain tables with the columns Anki gives them. */
function checkShape(db: SqliteDatabase): void {
  for (const [table, columns] of Object.entries(EXPECTED)) {
    const kind = db.exec('SELECT type, sql FROM sqlite_master WHERE name = ?', [table])[0]?.values[0];
    const plain = kind?.[0] === 'table' && !/^\s*create\s+virtual/i.test(String(kind[1]));
    // table_xinfo lists hidden columns too: `hidden` is 2 or 3 for generated columns.
    const info = plain ? (db.exec(`PRAGMA table_xinfo(${table})`)[0]?.values ?? []) : [];
    const names = new Set(info.map((row) => String(row[1])));
    const generated = info.some((row) => Number(row[6]) !== 0);
    if (!plain || generated || columns.some((column) => !names.has(column))) {
      throw badRequest(`${BAD_PACKAGE} Its "${table}" table is not the one Anki writes.`, 'bad-file');
    }
  }
}

/**
 * Reads the notes of an .apkg: field 1 is the word, field 2 the translation, then context and
 * definition when present; a `category::x` tag gives the category. A note tagged as a Charla
 * correction is a correction card: its sentence (marks dropped), the corrected one, the why. Notes with fewer than two
 * fields make the file invalid. Runs on the transfer worker (transfer-worker.ts), which bounds
 * its time and memory; this function bounds what it reads.
 */
export async function parseApkg(bytes: Uint8Array): Promise<ImportedWord[]> {
  const collection = collectionOf(bytes);
  const SQL = await sqlite();
  let db: SqliteDatabase | undefined;
  try {
    db = new SQL.Database(collection);
    db.exec(`PRAGMA hard_heap_limit = ${SQLITE_HEAP_BYTES}`);
    checkShape(db);
    // One row past the limit is enough to know the file is too long.
    const result = db.exec(
      `SELECT substr(flds, 1, ${NOTE_MAX_CHARS + 1}), substr(tags, 1, 1000), id FROM notes ORDER BY id LIMIT ${MAX_IMPORT_WORDS + 1}`,
    );
    const rows = result[0]?.values ?? [];
    if (rows.length > MAX_IMPORT_WORDS) {
      throw badRequest(`A file may hold at most ${MAX_IMPORT_WORDS} words.`, 'bad-file');
    }
    // Each note's answers from the review log (revlog.ts): the history travels with the word.
    const history = readRevlog(db, new Date());
    return rows.map(([flds, tags, noteId], index) => {
      const reviews = history.get(Number(noteId)) ?? [];
      if (String(flds).length > NOTE_MAX_CHARS) {
        throw badRequest(
          `Note ${index + 1}: its fields are longer than ${NOTE_MAX_CHARS} characters.`,
          'bad-file',
        );
      }
      const fields = String(flds).split('\x1f').map(text);
      if (fields.length < 2 || !fields[0] || !fields[1]) {
        throw badRequest(`Note ${index + 1}: a word and its translation are needed.`, 'bad-file');
      }
      const category = /(?:^|\s)category::(\S+)/.exec(String(tags))?.[1]?.replace(/_/g, ' ');
      if (String(tags).split(/\s+/).includes(CORRECTION_TAG)) {
        return {
          word: fields[0],
          translation: fields[1],
          context: '',
          definition: fields[2] ?? '',
          category: category ?? '',
          kind: 'correction' as const,
          reviews,
        };
      }
      return {
        word: fields[0],
        translation: fields[1],
        context: fields[2] ?? '',
        definition: fields[3] ?? '',
        category: category ?? '',
        kind: 'word' as const,
        reviews,
      };
    });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badRequest(BAD_PACKAGE, 'bad-file');
  } finally {
    db?.close();
  }
}
