import { sql } from 'drizzle-orm';
import type { ExtractedWord } from '../../../domain/extraction/types';
import type { CardKind } from '../../../domain/cards/correction-card';
import { newSrsState } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { users, vocabulary } from '../../db/schema';
import { DEFAULT_RETENTION, MAX_RETENTION, MIN_RETENTION } from '../../../domain/scheduler-choice';
import { FSRS_NEW } from '../../../domain/fsrs-scheduler';

/**
 * A new card of a learner who schedules with FSRS starts as a new FSRS card (ADR 0030), read from
 * their preferences inside the insert: no extra statement on any path that adds words.
 */
function fsrsStart(userId: string) {
  const fsrsChosen = sql`(select ${users.preferences}->>'scheduler' = 'fsrs' from ${users} where ${users.uid} = ${userId})`;
  const retention = sql`(select case when jsonb_typeof(${users.preferences}->'desiredRetention') = 'number'
    then least(${MAX_RETENTION}::float8, greatest(${MIN_RETENTION}::float8, (${users.preferences}->>'desiredRetention')::float8))
    else ${DEFAULT_RETENTION}::float8 end from ${users} where ${users.uid} = ${userId})`;
  return {
    fsrsState: sql`case when ${fsrsChosen} then ${FSRS_NEW}::integer end`,
    fsrsRetention: sql`case when ${fsrsChosen} then ${retention} end`,
  };
}

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
 * Under FSRS, the words start as new FSRS cards.
 */
export async function insertVocabularyWords(
  db: Database,
  userId: string,
  words: readonly NewWord[],
  now: Date = new Date(),
): Promise<(typeof vocabulary.$inferSelect)[]> {
  if (words.length === 0) return [];
  const fsrs = fsrsStart(userId);
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
          ...fsrs,
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
