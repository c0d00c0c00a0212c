import type {
  CreateCorrectionCardRequest,
  CreateVocabularyRequest,
  DueVocabularyResponse,
  PatchVocabularyRequest,
  ReviewRequest,
  VocabularyItem,
  VocabularyListQuery,
  VocabularyListResponse,
} from '../../../contracts/vocabulary';
import { NO_DEFINITION } from '../../../contracts/vocabulary';
import { VOCABULARY_NOT_FOUND } from '../../../domain/error-messages';
import { mergeCardReview } from '../../../domain/card-schedule';
import { DUE_BATCH_LIMIT } from '../../../domain/vocabulary-stats';
import type { Database } from '../../db/client';
import type { DeferredSession } from '../../auth/session';
import { conflict, notFound, unauthorized } from '../../lib/http-errors';
import type { VocabularyRepository } from './repository';
import { createCorrectionCard } from './correction-cards';
import { encodeCursor } from './list-query';
import { insertVocabularyWords } from './store';
import { fsrsColumns, fsrsOf, toSrsState, toVocabularyItem, type VocabularyRow } from './to-item';

/** Manually added words start at the easiest difficulty unless the caller says otherwise. */
const DEFAULT_DIFFICULTY = 1;

export function createVocabularyService(deps: { db: Database; repository: VocabularyRepository }) {
  const { db, repository } = deps;

  return {
    async list(userId: string, query: VocabularyListQuery): Promise<VocabularyListResponse> {
      const { items, more, total, categories } = await repository.list(userId, query);
      const last = items[items.length - 1];
      return {
        items: items.map(toVocabularyItem),
        total,
        limit: query.limit,
        offset: query.cursor ? 0 : query.offset,
        nextCursor: more && last ? encodeCursor(last, query.sort) : null,
        categories,
      };
    },

    /** Edits translation, definition, context or category (the schedule stays as it is). */
    async patch(
      userId: string,
      id: string,
      input: PatchVocabularyRequest,
      now: Date,
    ): Promise<VocabularyItem> {
      const patch = {
        ...(input.translation !== undefined ? { translation: input.translation } : {}),
        ...(input.definition !== undefined ? { definition: input.definition || NO_DEFINITION } : {}),
        ...(input.context !== undefined ? { context: input.context } : {}),
        ...(input.category !== undefined ? { category: input.category || 'general' } : {}),
      };
      const row =
        Object.keys(patch).length > 0
          ? await repository.update(userId, id, patch, now)
          : await repository.find(userId, id);
      if (!row) throw notFound(VOCABULARY_NOT_FOUND);
      return toVocabularyItem(row);
    },

    async remove(userId: string, id: string, _now: Date): Promise<void> {
      const removed = await repository.remove(userId, id);
      if (!removed) throw notFound(VOCABULARY_NOT_FOUND);
    },

    /** product.md#dashboard-figures, product.md#review-scheduling: nextReviewDue at or before now, ascending, at most 25. */
    async due(userId: string, now: Date): Promise<DueVocabularyResponse> {
      return { items: await repository.due(userId, now, DUE_BATCH_LIMIT) };
    },

    /** "Add to Vocabulary" (product.md#screens, product.md#translation): the definition falls back to the spec's text. */
    async create(userId: string, input: CreateVocabularyRequest, now: Date): Promise<VocabularyItem> {
      const [row] = await insertVocabularyWords(
        db,
        userId,
        [
          {
            word: input.word,
            translation: input.translation,
            context: input.context ?? '',
            definition: input.definition || NO_DEFINITION,
            category: input.category || 'general',
            difficulty: input.difficulty ?? DEFAULT_DIFFICULTY,
          },
        ],
        now,
      );
      if (!row) throw conflict(`"${input.word}" is already in your vocabulary.`, 'duplicate-word');
      return toVocabularyItem(row);
    },

    /** A tutor's correction kept as a card (ADR 0028). */
    async createCorrection(
      userId: string,
      input: CreateCorrectionCardRequest,
      now: Date,
    ): Promise<VocabularyItem> {
      return createCorrectionCard(db, userId, input, now);
    },

    /**
     * Applies one rating with the shared scheduling and status rules (product.md#review-scheduling). The review
     * time is the client's when given (a review made offline), never later than the server's; a
     * review answered before the card's last one is counted but keeps the newer schedule.
     * `who` is the learner, or a session the review statement checks.
     */
    async review(
      who: string | DeferredSession,
      vocabularyId: string,
      input: ReviewRequest,
      now: Date,
    ): Promise<VocabularyItem> {
      const asked = input.reviewedAt ? new Date(input.reviewedAt) : now;
      const reviewedAt = asked.getTime() > now.getTime() ? now : asked;
      const review = { vocabularyId, reviewId: input.reviewId, rating: input.rating, reviewedAt, now };
      // The card's own FSRS memory says which scheduler it follows (ADR 0030).
      const schedule = (row: VocabularyRow) => {
        const next = mergeCardReview({ srs: toSrsState(row), fsrs: fsrsOf(row) }, input.rating, reviewedAt);
        return { ...next.srs, ...fsrsColumns(next.fsrs) };
      };
      // A session the hook left to the review statement is checked there (one statement).
      const outcome =
        typeof who === 'string'
          ? await repository.review({ ...review, userId: who }, schedule)
          : await repository.reviewInSession(who, review, schedule);
      if (outcome.kind === 'no-session') throw unauthorized();
      if (outcome.kind === 'not-found') throw notFound(VOCABULARY_NOT_FOUND);
      if (outcome.kind === 'review-id-taken') {
        throw conflict('This review id was already used for another card.', 'review-id-taken');
      }
      return outcome.item;
    },
  };
}

export type VocabularyService = ReturnType<typeof createVocabularyService>;
