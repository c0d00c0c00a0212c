import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createUserRepository } from '../me/repository';
import { conversations, users, vocabulary } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** Queries of the conversation save: the record, the learner's level, streak and known words. */
export function createConversationRepository(db: Database) {
  const learners = createUserRepository(db);
  return {
    /** Inserts the record; null when this client id was already saved (a retried save). */
    async insert(values: typeof conversations.$inferInsert): Promise<ConversationRow | null> {
      const [row] = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing({ target: [conversations.userId, conversations.clientId] })
        .returning();
      return row ?? null;
    },
    async findByClientId(userId: string, clientId: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), eq(conversations.clientId, clientId)))
        .limit(1);
      return row;
    },
    async learner(userId: string) {
      const [row] = await db
        .select({
          level: users.proficiencyLevel,
          learningStreak: users.learningStreak,
          lastActiveDate: users.lastActiveDate,
          timeZone: users.timeZone,
          preferences: users.preferences,
        })
        .from(users)
        .where(eq(users.uid, userId))
        .limit(1);
      return row;
    },
    /** A day of practice for the streak: the users module's `recordPractice`. */
    async recordPractice(
      userId: string,
      previous: { learningStreak: number | null; lastActiveDate: Date | null },
      now: Date,
      timeZone: string,
    ): Promise<void> {
      await learners.recordPractice(userId, previous, now, timeZone);
    },
    /** The learner's words, oldest first (the prompt keeps the newest when it must cut). */
    async knownWords(userId: string): Promise<string[]> {
      const rows = await db
        .select({ word: vocabulary.word })
        .from(vocabulary)
        // Correction cards hold sentences, not words the extractor should skip.
        .where(and(eq(vocabulary.userId, userId), eq(vocabulary.kind, 'word')))
        .orderBy(asc(vocabulary.createdAt));
      return rows.map((row) => row.word);
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
