import { eq, sql } from 'drizzle-orm';
import type { VocabularyImportReport } from '../../../../contracts/vocabulary';
import { MAX_CORRECTION_CARD_CHARS, NO_DEFINITION } from '../../../../contracts/vocabulary';
import type { Database } from '../../../db/client';
import { vocabulary, vocabularyAudio } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { insertVocabularyWords } from '../store';
import { keepImportedHistory } from './imported-history';
import type { ImportedWord, RejectedLine } from './csv-import';
import { MAX_IMPORT_WORDS, MAX_WORDS_PER_LEARNER } from './limits';

/**
 * Words per insert statement: small enough that building one and reading its answer never holds
 * the request thread long (500 held it for up to 300 ms on a busy machine; 100 for ~50 ms).
 */
const CHUNK = 100;
const LIMITS = { word: 100, translation: 300, context: 1000, definition: 1000, category: 50 } as const;
/** A correction card holds two sentences where a word card holds a word and its translation. */
const CORRECTION_LIMITS = {
  ...LIMITS,
  word: MAX_CORRECTION_CARD_CHARS,
  translation: MAX_CORRECTION_CARD_CHARS,
} as const;

/** Rejects the whole file when any word breaks the same bounds as adding a word by hand. */
function check(
  words: readonly ImportedWord[],
  rejected: readonly RejectedLine[],
  format: 'csv' | 'apkg',
): void {
  // Nothing to import at all: say which line (or note) is wrong rather than report an empty import.
  const [first] = rejected;
  if (words.length === 0 && first) {
    throw badRequest(
      `${format === 'csv' ? 'Line' : 'Note'} ${first.line}: a word and its translation are needed.`,
      'bad-file',
    );
  }
  if (words.length === 0) throw badRequest('The file holds no words.', 'bad-file');
  if (words.length > MAX_IMPORT_WORDS) {
    throw badRequest(`A file may hold at most ${MAX_IMPORT_WORDS} words.`, 'bad-file');
  }
  words.forEach((word, index) => {
    for (const [field, max] of Object.entries(word.kind === 'correction' ? CORRECTION_LIMITS : LIMITS)) {
      if (word[field as keyof typeof LIMITS].length > max) {
        throw badRequest(
          `Word ${index + 1} ("${word.word.slice(0, 40)}"): ${field} is longer than ${max} characters.`,
          'bad-file',
        );
      }
    }
  });
}

/**
 * Adds the words the learner does not have yet (case-insensitive, also within the file), with the
 * review history the file holds for them, and reports what was added and skipped. With `dryRun`, the same report and nothing saved.
 */
export async function importWords(
  db: Database,
  input: {
    userId: string;
    words: readonly ImportedWord[];
    /** Lines of the file left out; reported back so the learner can fix them. */
    rejected: readonly RejectedLine[];
    format: 'csv' | 'apkg';
    dryRun: boolean;
    now: Date;
  },
): Promise<VocabularyImportReport> {
  check(input.words, input.rejected, input.format);
  const existing = await db
    .select({ word: sql<string>`lower(${vocabulary.word})` })
    .from(vocabulary)
    .where(eq(vocabulary.userId, input.userId));
  const known = new Set(existing.map((row) => row.word));
  const fresh: ImportedWord[] = [];
  const skipped: VocabularyImportReport['skipped'] = [];
  for (const word of input.words) {
    const key = word.word.toLowerCase();
    if (known.has(key)) skipped.push({ word: word.word, translation: word.translation, reason: 'duplicate' });
    else {
      known.add(key);
      fresh.push(word);
    }
  }
  if (existing.length + fresh.length > MAX_WORDS_PER_LEARNER) {
    throw badRequest(
      `You can keep at most ${MAX_WORDS_PER_LEARNER} words. You have ${existing.length}, and this file would add ${fresh.length}: delete some words or import a smaller file.`,
      'too-many-words',
    );
  }
  const added: VocabularyImportReport['added'] = [];
  if (input.dryRun) added.push(...fresh.map(({ word, translation }) => ({ word, translation })));
  else {
    // One transaction: a file is stored whole or not at all, even if the process dies midway
    // ("a bad file changes nothing"; a kill -9 during a 10,000-word import used to leave 1,000).
    await db.transaction(async (tx) => {
      for (let i = 0; i < fresh.length; i += CHUNK) {
        const chunk = fresh.slice(i, i + CHUNK);
        const rows = await insertVocabularyWords(
          tx,
          input.userId,
          chunk.map((word) => ({
            ...word,
            // A correction without a why keeps an empty explanation, as when made from a chat.
            definition: word.definition || (word.kind === 'correction' ? '' : NO_DEFINITION),
            category: word.category || (word.kind === 'correction' ? 'correction' : 'general'),
            difficulty: 1,
          })),
          input.now,
        );
        added.push(...rows.map((row) => ({ word: row.word, translation: row.translation })));
        // A word's own sound from the package goes with it, one row per word (words are one per
        // lower-cased spelling, so the spelling finds it).
        const audioOf = new Map(
          chunk.flatMap((word) => (word.audio ? [[word.word.toLowerCase(), word.audio] as const] : [])),
        );
        const audioRows = rows.flatMap((row) => {
          const audio = audioOf.get(row.word.toLowerCase());
          return audio ? [{ vocabularyId: row.id, fileName: audio.fileName, audio: audio.bytes }] : [];
        });
        if (audioRows.length > 0) await tx.insert(vocabularyAudio).values(audioRows);
        const historyOf = new Map(chunk.map((word) => [word.word.toLowerCase(), word.reviews ?? []]));
        const withReviews = rows.map((row) => ({
          row,
          reviews: historyOf.get(row.word.toLowerCase()) ?? [],
        }));
        await keepImportedHistory(tx, withReviews, input.now);
      }
    });
  }
  return { dryRun: input.dryRun, format: input.format, added, skipped, rejected: [...input.rejected] };
}
