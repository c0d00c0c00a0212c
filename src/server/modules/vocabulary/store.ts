import { eq, sql } from 'drizzle-orm';
import type { ExtractedWord } from '../../../domain/extraction/types';
import type { Database } from '../../db/client';
import { users, vocabulary } from '../../db/schema';
import { figuresCacheFor } from './figures-cache';
import { lockUserVersion, userVersionColumn } from './user-version';

export type NewWord = Omit<ExtractedWord, 'definition' | 'context'> & {
  definition?: string;
  context?: string;
};

/**
 * Stores new words for a learner (spec doc 2 §4 "Ending a conversation": status learning,
 * timesReviewed 0, correctReviews 0, due now). A word the learner already has (same word,
 * any case) is skipped. Returns the words actually added. May be given a transaction.
 */
export async function insertVocabularyWords(
  db: Database,
  userId: string,
  words: readonly NewWord[],
  now: Date = new Date(),
): Promise<(typeof vocabulary.$inferSelect)[]> {
  if (words.length === 0) return [];
  const { added, from, to } = await db.transaction(async (tx) => {
    const before = await lockUserVersion(tx, userId);
    const rows = await tx
      .insert(vocabulary)
      .values(
        words.map((word) => ({
          userId,
          word: word.word,
          translation: word.translation,
          context: word.context ?? '',
          difficulty: word.difficulty,
          category: word.category || 'general',
          definition: word.definition ?? '',
          status: 'learning',
          timesReviewed: 0,
          correctReviews: 0,
          createdAt: now,
          updatedAt: now,
          nextReviewDue: now,
        })),
      )
      // The only conflict possible is the (user, lower(word)) unique index: ids are random. Drizzle
      // cannot name an expression index as a conflict target, so no target is given.
      .onConflictDoNothing()
      .returning();
    const after = rows.length > 0 ? await countNewWords(tx, userId, rows.length) : before;
    return { added: rows, from: before, to: after };
  });
  if (added.length > 0) {
    figuresCacheFor(db).apply(
      userId,
      from,
      to,
      added.map((row) => ({ before: null, after: row })),
    );
  }
  return added;
}

/**
 * Keeps the user document's counters current without recounting (spec doc 1 §3 users:
 * wordsLearned, vocabularyReviewsDue): new words are due at once. The dashboard writes the exact
 * figures back whenever it computes them, so a drift here heals on the next visit. Touching the
 * row also marks the learner's cached figures as changed (figures-cache.ts).
 */
async function countNewWords(db: Database, userId: string, count: number): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({
      wordsLearned: sql`${users.wordsLearned} + ${count}`,
      vocabularyReviewsDue: sql`coalesce(${users.vocabularyReviewsDue}, 0) + ${count}`,
      updatedAt: new Date(),
    })
    .where(eq(users.uid, userId))
    .returning({ version: userVersionColumn });
  return row?.version;
}
