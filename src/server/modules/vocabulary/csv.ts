import type { VocabularyRow } from './to-item';

/**
 * Columns of the CSV export, in order; import reads the same names (word and translation
 * required). `kind` is `word`, or `correction` for a correction card: then word is the learner's
 * sentence, translation the corrected one and definition the why (ADR 0028).
 */
const CSV_COLUMNS = ['word', 'translation', 'context', 'definition', 'category', 'kind'] as const;

/** Where a cell could start a formula: the value's start, or after a semicolon inside it. */
const FORMULA_AT_START = /^(\s*[=+\-@]|[\t\r])/;
const FORMULA_AFTER_SEMICOLON = /;(\s*"*)(?=[=+\-@\t\r])/g;

/**
 * RFC 4180 field that no spreadsheet runs as a formula, whichever separator it reads with. A value
 * starting (after any spaces) with = + - @, a tab or a CR gets a leading '. Spreadsheets in
 * Spanish and other locales split on semicolons, where our quotes mean nothing mid-line, so
 * `ctx;=1+1` would become the cells `ctx` and `=1+1`: every such start after a semicolon gets
 * the same ' (csv-import.ts takes both guards off again).
 */
function field(value: string): string {
  const guarded = (FORMULA_AT_START.test(value) ? `'${value}` : value).replace(
    FORMULA_AFTER_SEMICOLON,
    ";$1'",
  );
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * Marks the text as UTF-8 for spreadsheet programs: without it Excel reads the file in the
 * system's legacy code page and shows «adiós» as «adiÃ³s». Import skips it again.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** The word list as CSV (byte-order mark, header row, CRLF line ends, as spreadsheets expect). */
export function toCsv(rows: readonly VocabularyRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => field(row[column])).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** One answer of the review history, with the card it was given to. */
export interface HistoryLine {
  word: string;
  kind: string;
  rating: string;
  reviewedAt: Date;
}

/** Columns of the review history's CSV: the card (word and kind, as in the word list) and the answer. */
const HISTORY_COLUMNS = ['word', 'kind', 'rating', 'reviewed_at'] as const;

/**
 * The review history as a CSV of its own, in the word list's format (same quoting, same formula
 * guard), one line per answer, oldest first, the time in ISO 8601 UTC.
 */
export function toHistoryCsv(lines: readonly HistoryLine[]): string {
  const out = [HISTORY_COLUMNS.join(',')];
  for (const line of lines) {
    out.push([line.word, line.kind, line.rating, line.reviewedAt.toISOString()].map(field).join(','));
  }
  return `${BYTE_ORDER_MARK}${out.join('\r\n')}\r\n`;
}
