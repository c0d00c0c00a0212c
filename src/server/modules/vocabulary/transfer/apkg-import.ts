import { unzipSync } from 'fflate';
import { badRequest } from '../../../lib/http-errors';
import { sqlite } from './sqlite';
import type { ImportedWord } from './csv-import';

const BAD_PACKAGE = 'This file is not an Anki package we can read (.apkg exported from Anki 2.1 or Charla).';

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

/**
 * Reads the notes of an .apkg: field 1 is the word, field 2 the translation, then context and
 * definition when present; a `category::x` tag gives the category. Notes with fewer than two
 * fields make the file invalid.
 */
export async function parseApkg(bytes: Uint8Array): Promise<ImportedWord[]> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw badRequest(BAD_PACKAGE, 'bad-file');
  }
  const collection = files['collection.anki2'] ?? files['collection.anki21'];
  if (!collection) {
    throw badRequest(
      files['collection.anki21b']
        ? 'This Anki package uses the newest format. In Anki, export again with "Support older Anki versions" ticked.'
        : BAD_PACKAGE,
      'bad-file',
    );
  }
  const SQL = await sqlite();
  let db;
  try {
    db = new SQL.Database(collection);
    const result = db.exec('SELECT flds, tags FROM notes ORDER BY id');
    const rows = result[0]?.values ?? [];
    return rows.map(([flds, tags], index) => {
      const fields = String(flds).split('\x1f').map(text);
      if (fields.length < 2 || !fields[0] || !fields[1]) {
        throw badRequest(`Note ${index + 1}: a word and its translation are needed.`, 'bad-file');
      }
      const category = /(?:^|\s)category::(\S+)/.exec(String(tags))?.[1]?.replace(/_/g, ' ');
      return {
        word: fields[0],
        translation: fields[1],
        context: fields[2] ?? '',
        definition: fields[3] ?? '',
        category: category ?? '',
      };
    });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badRequest(BAD_PACKAGE, 'bad-file');
  } finally {
    db?.close();
  }
}
