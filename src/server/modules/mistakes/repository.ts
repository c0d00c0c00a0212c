import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mistakes } from '../../db/schema';

export type MistakeRow = typeof mistakes.$inferSelect;

/** A correction to keep, its kind already checked against the list. */
export interface LedgerCorrection {
  category: string;
  original: string;
  corrected: string;
  explanation: string;
}

/** The mistakes ledger's queries. */
export function createMistakeRepository(db: Database) {
  return {
    /**
     * Keeps a saved conversation's corrections, one row per position in its list. Writing them
     * again (a retried save) changes nothing: the (conversation, position) pair is unique.
     */
    async recordConversation(input: {
      userId: string;
      conversationId: string;
      at: Date;
      corrections: readonly LedgerCorrection[];
    }): Promise<void> {
      if (input.corrections.length === 0) return;
      await db
        .insert(mistakes)
        .values(
          input.corrections.map((correction, position) => ({
            userId: input.userId,
            conversationId: input.conversationId,
            position,
            category: correction.category,
            original: correction.original,
            corrected: correction.corrected,
            explanation: correction.explanation,
            createdAt: input.at,
          })),
        )
        .onConflictDoNothing({ target: [mistakes.conversationId, mistakes.position] });
    },
    /** The learner's mistakes made after `since`, newest first. */
    async since(userId: string, since: Date): Promise<MistakeRow[]> {
      return db
        .select()
        .from(mistakes)
        .where(and(eq(mistakes.userId, userId), gt(mistakes.createdAt, since)))
        .orderBy(desc(mistakes.createdAt), desc(mistakes.position));
    },
  };
}

export type MistakeRepository = ReturnType<typeof createMistakeRepository>;
