import type { PastReview } from '../../../../domain/fsrs-scheduler';
import { cardKindOf, type CardKind } from '../../../../domain/cards/correction-card';
import { badRequest } from '../../../lib/http-errors';
import { MAX_FIELD_CHARS, MAX_IMPORT_WORDS } from './limits';

/** One word read from an import file, before duplicates are checked. */
export interface ImportedWord {
  word: string;
  translation: string;
  context: string;
  definition: string;
  category: string;
  kind: CardKind;
  /** Answers the file recorded for the word (an Anki package's review log). */
  reviews?: PastReview[];
  /** The word's own pronunciation, from an Anki package's media. */
  audio?: WordAudio;
}

/** A sound file: its name (which gives its kind) and bytes. */
export interface WordAudio {
  fileName: string;
  bytes: Uint8Array;
}

/** A line of a CSV that holds no word: reported with its number, the other lines still imported. */
export interface RejectedLine {
  line: number;
  reason: 'word-or-translation-missing';
}

/** What an import file holds: its words, and the lines that could not be read as one. */
export interface ReadWords {
  words: ImportedWord[];
  rejected: RejectedLine[];
}

/** The header and the most rows a file may hold; one more and the file is refused. */
const MAX_RECORDS = MAX_IMPORT_WORDS + 1;
/** Five columns are read; a few more are tolerated (a spreadsheet's own), not a million. */
const MAX_COLUMNS = 50;

/**
 * RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. Stops at the
 * first field longer than any column allows or the first record past the word limit, so a
 * huge file costs no more than a full one. Each record keeps the line of the file it starts on
 * (blank lines and line breaks inside quotes count), as a text editor numbers them.
 */
function records(text: string): { cells: string[]; line: number }[] {
  const out: { cells: string[]; line: number }[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (field.length > MAX_FIELD_CHARS) {
      throw badRequest(
        `Line ${out.length + 1}: a cell is longer than ${MAX_FIELD_CHARS} characters.`,
        'bad-file',
      );
    }
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
      if (row.length > MAX_COLUMNS) {
        throw badRequest(`Line ${out.length + 1}: more than ${MAX_COLUMNS} columns.`, 'bad-file');
      }
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((cell) => cell.trim() !== '')) out.push({ cells: row, line: start });
      if (out.length > MAX_RECORDS) {
        throw badRequest(`A file may hold at most ${MAX_IMPORT_WORDS} words.`, 'bad-file');
      }
      row = [];
      field = '';
      line += 1;
      start = line;
    } else field += char;
  }
  if (quoted) throw badRequest('The file has a quote that is never closed.', 'bad-file');
  if (field !== '' || row.length > 0) out.push({ cells: [...row, field], line: start });
  return out.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
}

/** Undoes the export's formula guards (csv.ts): `'=x` back to `=x`, `a;'=x` back to `a;=x`. */
const unguard = (value: string) =>
  (/^'(\s*[=+\-@]|[\t\r])/.test(value) ? value.slice(1) : value).replace(/;(\s*"*)'(?=[=+\-@\t\r])/g, ';$1');

/**
 * A CSV with a header row naming at least `word` and `translation` (optional `context`,
 * `definition`, `category`, `kind`; any order, any case). A row without both word and translation is
 * reported by its line number and left out; one bad row in a long list costs only that row.
 */
export function parseCsv(bytes: Uint8Array): ReadWords {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw badRequest('The file is not UTF-8 text. Save it as CSV (UTF-8) and try again.', 'bad-file');
  }
  const [header, ...rows] = records(text);
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  if (column('word') < 0 || column('translation') < 0) {
    throw badRequest(
      'The first line must name the columns, with at least "word" and "translation".',
      'bad-file',
    );
  }
  const cell = (cells: string[], name: string) => {
    const index = column(name);
    return index < 0 ? '' : unguard((cells[index] ?? '').trim()).trim();
  };
  const read: ReadWords = { words: [], rejected: [] };
  rows.forEach(({ cells, line }) => {
    const word = cell(cells, 'word');
    const translation = cell(cells, 'translation');
    if (!word || !translation) read.rejected.push({ line, reason: 'word-or-translation-missing' });
    else {
      read.words.push({
        word,
        translation,
        context: cell(cells, 'context'),
        definition: cell(cells, 'definition'),
        category: cell(cells, 'category'),
        // Only Charla's own `correction` makes a correction card; anything else is a word.
        kind: cardKindOf(cell(cells, 'kind').toLowerCase()),
      });
    }
  });
  return read;
}
