import { sql } from 'drizzle-orm';
import type { ExtractedWord } from '../../../domain/extraction/types';
import type { Database } from '../../db/client';
import { vocabulary } from '../../db/schema';

export type NewWord = Omit<ExtractedWord, 'definition' | 'context'> & {
  definition?: string;
  context?: string;
};

/**
 * Stores new words for a learner (spec doc 2 §4 "Ending a conversation": status learning,
 * timesReviewed 0, correctReviews 0, due now). A word the learner already has (same word,
 * any case) is skipped. Returns the words actually added.
 */
export async function insertVocabularyWords(
  db: Database,
  userId: string,
  words: readonly NewWord[],
  now: Date = new Date(),
): Promise<(typeof vocabulary.$inferSelect)[]> {
  if (words.length === 0) return [];
  return db
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
    .onConflictDoNothing({ target: [vocabulary.userId, sql`lower(${vocabulary.word})`] as never })
    .returning();
}
