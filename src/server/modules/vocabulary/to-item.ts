import type { VocabularyItem } from '../../../contracts/vocabulary';
import { cardKindOf } from '../../../domain/cards/correction-card';
import type { FsrsMemory } from '../../../domain/fsrs-scheduler';
import { DEFAULT_RETENTION } from '../../../domain/scheduler-choice';
import { isRating, statusOf, type SrsState } from '../../../domain/srs';
import type { vocabulary } from '../../db/schema';

/** A card as the service reads it; `lastReviewId` is the review statement's own bookkeeping. */
export type VocabularyRow = Omit<typeof vocabulary.$inferSelect, 'lastReviewId'>;

/** Database row -> API item (rows are never the contract). */
export function toVocabularyItem(row: VocabularyRow): VocabularyItem {
  return {
    id: row.id,
    userId: row.userId,
    word: row.word,
    translation: row.translation,
    context: row.context,
    difficulty: row.difficulty,
    category: row.category,
    definition: row.definition,
    status: statusOf(row.status),
    timesReviewed: row.timesReviewed,
    correctReviews: row.correctReviews,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastReviewed: row.lastReviewed ? row.lastReviewed.toISOString() : null,
    nextReviewDue: row.nextReviewDue.toISOString(),
    interval: row.interval,
    easeFactor: row.easeFactor,
    consecutiveCorrect: row.consecutiveCorrect,
    lastReviewResult: isRating(row.lastReviewResult) ? row.lastReviewResult : null,
    kind: cardKindOf(row.kind),
    sourceConversationId: row.sourceConversationId,
    sourceLessonId: row.sourceLessonId,
    fsrs: fsrsOf(row),
  };
}

/** API item -> row: the inverse of toVocabularyItem (timestamps are kept to the millisecond). */
export function rowFromItem(item: VocabularyItem): VocabularyRow {
  const { fsrs, ...fields } = item;
  return {
    ...fields,
    ...fsrsColumns(fsrs),
    createdAt: new Date(item.createdAt),
    updatedAt: new Date(item.updatedAt),
    lastReviewed: item.lastReviewed === null ? null : new Date(item.lastReviewed),
    nextReviewDue: new Date(item.nextReviewDue),
    sourceConversationId: item.sourceConversationId ?? null,
    sourceLessonId: item.sourceLessonId ?? null,
  };
}

/** The scheduling fields of a row, as the domain's review rules take them. */
export function toSrsState(row: VocabularyRow): SrsState {
  return {
    interval: row.interval,
    easeFactor: row.easeFactor,
    consecutiveCorrect: row.consecutiveCorrect,
    timesReviewed: row.timesReviewed,
    correctReviews: row.correctReviews,
    status: statusOf(row.status),
    lastReviewed: row.lastReviewed,
    nextReviewDue: row.nextReviewDue,
    lastReviewResult: isRating(row.lastReviewResult) ? row.lastReviewResult : null,
  };
}

/** FSRS's memory of a card; null when the card follows the classic table (no FSRS state). */
export function fsrsOf(row: Pick<VocabularyRow, FsrsColumn>): FsrsMemory | null {
  if (row.fsrsState === null) return null;
  return {
    stability: row.fsrsStability ?? 0,
    difficulty: row.fsrsDifficulty ?? 0,
    state: row.fsrsState,
    lapses: row.fsrsLapses ?? 0,
    retention: row.fsrsRetention ?? DEFAULT_RETENTION,
  };
}

type FsrsColumn = 'fsrsStability' | 'fsrsDifficulty' | 'fsrsState' | 'fsrsLapses' | 'fsrsRetention';

/** The columns that hold a card's FSRS memory (all null for a classic card). */
export function fsrsColumns(memory: FsrsMemory | null): Pick<VocabularyRow, FsrsColumn> {
  return {
    fsrsStability: memory?.stability ?? null,
    fsrsDifficulty: memory?.difficulty ?? null,
    fsrsState: memory?.state ?? null,
    fsrsLapses: memory?.lapses ?? null,
    fsrsRetention: memory?.retention ?? null,
  };
}
