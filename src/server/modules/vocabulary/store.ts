import type { ExtractedWord } from '../../../domain/extraction/types';
import type { CardKind } from '../../../domain/cards/correction-card';
import { newSrsState } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { vocabulary } from '../../db/schema';

export type NewWord = Omit<ExtractedWord, 'definition' | 'context'> & {
  definition?: string;
  context?: string;
  /** A correction card keeps its sentences in word/translation/definition (ADR 0028). */
  kind?: CardKind;
  /** The conversation the word was saved from and the lesson it played (ADR 0032). */
  sourceConversationId?: string | null;
  sourceLessonId?: string | null;
};

/**
 * Stores new words for a learner (product.md#ending-a-conversation: status learning,
 * timesReviewed 0, correctReviews 0, due now) in one statement. A word the learner already has
 * (same word, any case) is skipped. Returns the words actually added. The learner's counters
 * follow in the same statement (the vocabulary trigger, ADR 0012). May be given a transaction.
 */
export async function insertVocabularyWords(
  db: Database,
  userId: string,
  words: readonly NewWord[],
  now: Date = new Date(),
): Promise<(typeof vocabulary.$inferSelect)[]> {
  if (words.length === 0) return [];
  return (
    db
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
          kind: word.kind ?? 'word',
          sourceConversationId: word.sourceConversationId ?? null,
          sourceLessonId: word.sourceLessonId ?? null,
          ...newSrsState(now),
          createdAt: now,
          updatedAt: now,
        })),
      )
      // The only conflict possible is the (user, lower(word)) unique index: ids are random. Drizzle
      // cannot name an expression index as a conflict target, so no target is given.
      .onConflictDoNothing()
      .returning()
  );
}
