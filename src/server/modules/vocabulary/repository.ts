import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { VocabularyListQuery } from '../../../contracts/vocabulary';
import type { Rating } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { users, vocabulary, vocabularyReviews } from '../../db/schema';
import { listFilters, pagePosition } from './list-query';
import type { VocabularyRow } from './to-item';
import { lockUserVersion, userVersionColumn } from './user-version';

export type ReviewPatch = Pick<
  VocabularyRow,
  | 'interval'
  | 'easeFactor'
  | 'consecutiveCorrect'
  | 'timesReviewed'
  | 'correctReviews'
  | 'status'
  | 'lastReviewed'
  | 'nextReviewDue'
  | 'lastReviewResult'
>;

export type ReviewOutcome =
  | {
      kind: 'applied';
      row: VocabularyRow;
      /** Set when this request applied the review (not a retry): the row before, and the user row's versions. */
      previous?: VocabularyRow;
      versions?: { from: string | undefined; to: string | undefined };
    }
  | { kind: 'not-found' }
  | { kind: 'review-id-taken' };

export interface ReviewInput {
  userId: string;
  vocabularyId: string;
  reviewId: string;
  rating: Rating;
  reviewedAt: Date;
  now: Date;
}

export function createVocabularyRepository(db: Database) {
  const mine = (userId: string, id: string) => and(eq(vocabulary.id, id), eq(vocabulary.userId, userId));

  return {
    /** One page of the word list; ties broken by id so pages never overlap. */
    async list(userId: string, query: VocabularyListQuery) {
      const filters = listFilters(userId, query);
      const { after, orderBy } = pagePosition(query);
      const [items, totals, categories] = await Promise.all([
        db
          .select()
          .from(vocabulary)
          .where(after ? and(filters, after) : filters)
          .orderBy(...orderBy)
          .limit(query.limit + 1)
          .offset(query.cursor ? 0 : query.offset),
        db.select({ total: count() }).from(vocabulary).where(filters),
        db
          .selectDistinct({ category: vocabulary.category })
          .from(vocabulary)
          .where(eq(vocabulary.userId, userId))
          .orderBy(vocabulary.category),
      ]);
      return {
        items: items.slice(0, query.limit),
        more: items.length > query.limit,
        total: totals[0]?.total ?? 0,
        categories: categories.map((row) => row.category),
      };
    },

    async all(userId: string): Promise<VocabularyRow[]> {
      return db
        .select()
        .from(vocabulary)
        .where(eq(vocabulary.userId, userId))
        .orderBy(asc(vocabulary.createdAt), asc(vocabulary.id));
    },

    async find(userId: string, id: string): Promise<VocabularyRow | undefined> {
      const [row] = await db.select().from(vocabulary).where(mine(userId, id));
      return row;
    },

    /** Edits the learner's own text on a word; its schedule is untouched. */
    async update(userId: string, id: string, patch: Partial<VocabularyRow>, now: Date) {
      const [row] = await db
        .update(vocabulary)
        .set({ ...patch, updatedAt: now })
        .where(mine(userId, id))
        .returning();
      return row;
    },

    /** Removes a word and keeps the user document's counters in step, in one transaction. */
    async remove(userId: string, id: string, now: Date) {
      return db.transaction(async (tx) => {
        const from = await lockUserVersion(tx, userId);
        const [row] = await tx.delete(vocabulary).where(mine(userId, id)).returning();
        if (!row) return undefined;
        const wasDue = row.nextReviewDue <= now;
        const [user] = await tx
          .update(users)
          .set({
            wordsLearned: sql`greatest(${users.wordsLearned} - 1, 0)`,
            ...(wasDue
              ? { vocabularyReviewsDue: sql`greatest(coalesce(${users.vocabularyReviewsDue}, 0) - 1, 0)` }
              : {}),
            updatedAt: now,
          })
          .where(eq(users.uid, userId))
          .returning({ version: userVersionColumn });
        return { row, versions: { from, to: user?.version } };
      });
    },

    /**
     * Served by the (user_id, next_review_due) index: oldest due first. No tie-break column:
     * one would force a sort of every card sharing a due time, and exact ties are rare.
     */
    async due(userId: string, now: Date, limit: number): Promise<VocabularyRow[]> {
      return db
        .select()
        .from(vocabulary)
        .where(and(eq(vocabulary.userId, userId), lte(vocabulary.nextReviewDue, now)))
        .orderBy(asc(vocabulary.nextReviewDue))
        .limit(limit);
    },

    /**
     * One review in one transaction: lock the card, record the review id, apply `schedule`.
     * A review id already recorded for this card returns the card as it is (a retried request);
     * one recorded for anything else is refused.
     */
    async review(input: ReviewInput, schedule: (row: VocabularyRow) => ReviewPatch): Promise<ReviewOutcome> {
      return db.transaction(async (tx): Promise<ReviewOutcome> => {
        const [row] = await tx
          .select()
          .from(vocabulary)
          .where(mine(input.userId, input.vocabularyId))
          .for('update');
        if (!row) return { kind: 'not-found' } as const;
        const recorded = await tx
          .insert(vocabularyReviews)
          .values({
            reviewId: input.reviewId,
            userId: input.userId,
            vocabularyId: input.vocabularyId,
            rating: input.rating,
            reviewedAt: input.reviewedAt,
            appliedAt: input.now,
          })
          .onConflictDoNothing({ target: vocabularyReviews.reviewId })
          .returning({ reviewId: vocabularyReviews.reviewId });
        if (recorded.length === 0) {
          const [earlier] = await tx
            .select()
            .from(vocabularyReviews)
            .where(eq(vocabularyReviews.reviewId, input.reviewId));
          const sameCard = earlier?.userId === input.userId && earlier.vocabularyId === input.vocabularyId;
          return sameCard ? ({ kind: 'applied', row } as const) : ({ kind: 'review-id-taken' } as const);
        }
        const from = await lockUserVersion(tx, input.userId);
        const patch = schedule(row);
        const [updated] = await tx
          .update(vocabulary)
          .set({ ...patch, updatedAt: input.now })
          .where(eq(vocabulary.id, row.id))
          .returning();
        // The card left the queue: the user document's due counter follows (spec doc 1 §3 users).
        const leftQueue = row.nextReviewDue <= input.now && patch.nextReviewDue > input.now;
        const [user] = await tx
          .update(users)
          .set({
            ...(leftQueue
              ? { vocabularyReviewsDue: sql`greatest(coalesce(${users.vocabularyReviewsDue}, 0) - 1, 0)` }
              : {}),
            updatedAt: input.now,
          })
          .where(eq(users.uid, input.userId))
          .returning({ version: userVersionColumn });
        return {
          kind: 'applied',
          row: updated ?? row,
          previous: row,
          versions: { from, to: user?.version },
        } as const;
      });
    },
  };
}

export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>;
