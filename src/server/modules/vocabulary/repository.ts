import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { VocabularyItem, VocabularyListQuery } from '../../../contracts/vocabulary';
import type { Rating } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { vocabulary, vocabularyReviews } from '../../db/schema';
import type { DeferredSession } from '../../auth/session';
import { applyReview, applyReviewInSession, applyReviewLocked, isUniqueViolation } from './review-statement';
import { createCardCache } from './card-cache';
import { dueItems } from './due-statement';
import { listFilters, pagePosition } from './list-query';
import { toVocabularyItem, type VocabularyRow } from './to-item';

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
  | 'fsrsStability'
  | 'fsrsDifficulty'
  | 'fsrsState'
  | 'fsrsLapses'
  | 'fsrsRetention'
>;

export type ReviewOutcome =
  { kind: 'applied'; item: VocabularyItem } | { kind: 'not-found' } | { kind: 'review-id-taken' };

/**
 * Each round at least one of the concurrent reviews of a card is applied, so n reviews racing on
 * one card need at most n rounds; past this many the review takes the card's row lock instead.
 */
const MAX_REVIEW_ATTEMPTS = 32;

export interface ReviewInput {
  userId: string;
  vocabularyId: string;
  reviewId: string;
  rating: Rating;
  reviewedAt: Date;
  now: Date;
}

export function createVocabularyRepository(db: Database) {
  const seen = createCardCache();
  const mine = (userId: string, id: string) => and(eq(vocabulary.id, id), eq(vocabulary.userId, userId));
  // Hot queries are built once and prepared: drizzle rebuilding them cost 15–28 % of CPU.
  const findQuery = db
    .select()
    .from(vocabulary)
    .where(and(eq(vocabulary.id, sql.placeholder('id')), eq(vocabulary.userId, sql.placeholder('userId'))))
    .prepare('vocabulary_find');
  // The review id was taken by another card between our check and our insert: the whole
  // statement (card update included) was rolled back.
  const takenToUndefined = (error: unknown) => {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  };
  /** A review id already recorded: for this card, the card as it is (a retried request). */
  const settledEarlier = async (input: ReviewInput): Promise<ReviewOutcome | undefined> => {
    const [earlier] = await db
      .select({ userId: vocabularyReviews.userId, vocabularyId: vocabularyReviews.vocabularyId })
      .from(vocabularyReviews)
      .where(eq(vocabularyReviews.reviewId, input.reviewId));
    if (!earlier) return undefined;
    const sameCard = earlier.userId === input.userId && earlier.vocabularyId === input.vocabularyId;
    if (!sameCard) return { kind: 'review-id-taken' };
    const [current] = await findQuery.execute({ userId: input.userId, id: input.vocabularyId });
    return current ? { kind: 'applied', item: toVocabularyItem(current) } : { kind: 'not-found' };
  };
  /** After a statement that applied nothing: the card changed since it was read, or the id is recorded. */
  const afterMiss = (input: ReviewInput) => {
    seen.forget(input.vocabularyId);
    return settledEarlier(input);
  };
  /** The review's rounds: from `remembered` (else a read), again from a fresh read while the card keeps changing. */
  async function attempts(
    input: ReviewInput,
    schedule: (row: VocabularyRow) => ReviewPatch,
    remembered: VocabularyRow | undefined,
  ): Promise<ReviewOutcome> {
    for (let attempt = 0; attempt < MAX_REVIEW_ATTEMPTS; attempt += 1) {
      const [row] = remembered
        ? [remembered]
        : await findQuery.execute({ userId: input.userId, id: input.vocabularyId });
      remembered = undefined;
      if (!row) return { kind: 'not-found' };
      const updated = await applyReview(db, input, row, schedule(row)).catch(takenToUndefined);
      if (updated) {
        seen.rememberItem(updated);
        return { kind: 'applied', item: updated };
      }
      const settled = await afterMiss(input);
      if (settled) return settled;
      // Another review of this card landed between our read and our write: go again.
    }
    // Still racing after every optimistic round (one card reviewed from many places at once):
    // one round under the card's row lock, where the state read is the state written.
    const locked = await applyReviewLocked(db, input, schedule).catch(takenToUndefined);
    if (locked === 'not-found') return { kind: 'not-found' };
    if (locked) {
      seen.rememberItem(locked);
      return { kind: 'applied', item: locked };
    }
    const settled = await settledEarlier(input);
    if (settled) return settled;
    throw new Error('The card kept changing; the review was not applied.');
  }
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
      if (row) seen.remember(row);
      return row;
    },

    /** Removes a word; the learner's counters follow in the same statement (ADR 0012). */
    async remove(userId: string, id: string) {
      const [row] = await db.delete(vocabulary).where(mine(userId, id)).returning();
      seen.forget(id);
      return row;
    },

    /** The learner's due cards as API items (due-statement.ts), oldest due first. */
    async due(userId: string, now: Date, limit: number): Promise<VocabularyItem[]> {
      const items = await dueItems(db, userId, now, limit);
      // The learner reviews these next: remembered, each review is one statement.
      for (const item of items) seen.rememberItem(item);
      return items;
    },

    /**
     * One review (ADR 0012): the card as this process last saw it (the due list it served), else
     * read; `schedule` computes the new state, then one statement updates the card only if it is
     * still in the state read and the review id is unused, and records the review id. A card
     * changed in between is read again and the rating applied to what is there now, so no review
     * is lost and none runs twice. A review id already recorded for this card returns the card as
     * it is (a retried request); one recorded for anything else is refused.
     */
    async review(input: ReviewInput, schedule: (row: VocabularyRow) => ReviewPatch): Promise<ReviewOutcome> {
      return attempts(input, schedule, seen.get(input.userId, input.vocabularyId));
    },

    /**
     * `review` for a session not yet looked up (a review is one statement): a card this
     * process remembers is reviewed by the statement that also checks the session, so a learner
     * reviewing their due list costs one statement in all. Otherwise, or when that statement did
     * not apply, the session is known (or looked up) and the review goes the usual way.
     */
    async reviewInSession(
      session: DeferredSession,
      request: Omit<ReviewInput, 'userId'>,
      schedule: (row: VocabularyRow) => ReviewPatch,
    ): Promise<ReviewOutcome | { kind: 'no-session' }> {
      const cached = seen.peek(request.vocabularyId);
      if (cached) {
        // The cached card's learner, checked by the statement against the session's.
        const input = { ...request, userId: cached.userId };
        const first = await applyReviewInSession(db, session.token, input, cached, schedule(cached)).catch(
          takenToUndefined,
        );
        if (first && !first.session) return { kind: 'no-session' };
        if (first?.session) {
          await session.settle(first.session);
          if (first.item) {
            seen.rememberItem(first.item);
            return { kind: 'applied', item: first.item };
          }
          const userId = first.session.userId;
          if (userId !== cached.userId) return attempts({ ...request, userId }, schedule, undefined);
          const settled = await afterMiss(input);
          return settled ?? attempts(input, schedule, undefined);
        }
      }
      const user = await session.user();
      if (!user) return { kind: 'no-session' };
      return this.review({ ...request, userId: user.id }, schedule);
    },
  };
}

export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>;
