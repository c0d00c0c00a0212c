import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { parseCsv } from './transfer/csv-import';
import type { VocabularyRow } from './to-item';

/** A spreadsheet's reading of CSV text with `separator` (RFC 4180 quoting, as Excel and LibreOffice do). */
function cells(text: string, separator: ',' | ';'): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator || char === '\r' || char === '\n') {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...out, cell].filter((value) => value !== '');
}

const row = (context: string) =>
  ({
    word: 'hola',
    translation: 'hello',
    context,
    definition: 'd',
    category: 'general',
    kind: 'word',
  }) as VocabularyRow;

describe('CSV export', () => {
  it('leaves no cell a spreadsheet would run as a formula, with either separator', () => {
    const hostile = [
      'ctx;=1+1',
      '=1+1',
      'a;+cmd',
      'x;-2',
      'y;@SUM(A1)',
      'a,=1',
      'z;\t=1',
      ' =1+1',
      'a; =1',
      'q;"=1"',
    ];
    const csv = toCsv(hostile.map(row));
    for (const separator of [',', ';'] as const)
      for (const cell of cells(csv, separator))
        expect(cell, `${separator} ${JSON.stringify(cell)}`).not.toMatch(/^\s*"*\s*[=+\-@]/);
    // Importing the export gives back exactly what was exported.
    expect(parseCsv(new TextEncoder().encode(csv)).words.map((word) => word.context)).toEqual(
      hostile.map((value) => value.trim()),
    );
  });

  it('keeps harmless text as it is', () => {
    expect(toCsv([row('Como pan.')])).toBe(
      '\uFEFFword,translation,context,definition,category,kind\r\nhola,hello,Como pan.,d,general,word\r\n',
    );
  });
});

describe('CSV import', () => {
  it('reads a correction row as a correction card, and anything else as a word', () => {
    const csv =
      'word,translation,definition,kind\r\nYo soy cansado,Yo estoy cansado,Estar for states.,correction\r\nhola,hello,,\r\npan,bread,,phrase\r\n';
    expect(parseCsv(new TextEncoder().encode(csv)).words.map((word) => [word.word, word.kind])).toEqual([
      ['Yo soy cansado', 'correction'],
      ['hola', 'word'],
      ['pan', 'word'],
    ]);
  });

  it('reads the good lines and names the others by their line in the file', () => {
    const csv =
      'word,translation\r\nhola,hello\r\n\r\nadiós,\r\n"pan","bread,\r\nloaf"\r\n,cat\r\ngato,cat\r\n';
    const read = parseCsv(new TextEncoder().encode(csv));
    expect(read.words.map((word) => word.word)).toEqual(['hola', 'pan', 'gato']);
    expect(read.rejected).toEqual([
      { line: 4, reason: 'word-or-translation-missing' },
      { line: 7, reason: 'word-or-translation-missing' },
    ]);
  });
});
