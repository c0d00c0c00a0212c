import type { VocabularyRow } from './to-item';

/** Columns of the CSV export, in order; import reads the same names (word and translation required). */
export const CSV_COLUMNS = ['word', 'translation', 'context', 'definition', 'category'] as const;

/** RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The word list as CSV (header row, CRLF line ends, as spreadsheets expect). */
export function toCsv(rows: readonly VocabularyRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => field(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
