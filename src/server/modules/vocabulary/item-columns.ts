import type { VocabularyItem } from '../../../contracts/vocabulary';
import { cardKindOf } from '../../../domain/cards/correction-card';
import { DEFAULT_RETENTION } from '../../../domain/scheduler-choice';
import { isRating, statusOf } from '../../../domain/srs';

/**
 * A timestamp as the API writes it (`Date.prototype.toISOString`: UTC, milliseconds, "Z"),
 * made by the database: PostgreSQL truncates microseconds to milliseconds as a JavaScript Date
 * does. The hot statements (due list, review) answer with API items, so the request thread
 * never turns their timestamps into Dates and back into text.
 */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A vocabulary row's columns as the API item's fields, for a raw statement's select list. */
export const ITEM_COLUMNS = `
  id, user_id as "userId", word, translation, context, difficulty, category, definition,
  status, times_reviewed as "timesReviewed", correct_reviews as "correctReviews",
  ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt",
  ${iso('last_reviewed')} as "lastReviewed", ${iso('next_review_due')} as "nextReviewDue",
  interval, ease_factor as "easeFactor", consecutive_correct as "consecutiveCorrect",
  last_review_result as "lastReviewResult", kind,
  source_conversation_id as "sourceConversationId", source_lesson_id as "sourceLessonId",
  case when fsrs_state is null then null else json_build_object(
    'stability', coalesce(fsrs_stability, 0), 'difficulty', coalesce(fsrs_difficulty, 0),
    'state', fsrs_state, 'lapses', coalesce(fsrs_lapses, 0), 'retention', coalesce(fsrs_retention, ${DEFAULT_RETENTION})
  ) end as fsrs`;

/** The same normalising as toVocabularyItem, in place: an unknown status counts as learning. */
export function normaliseItem(item: VocabularyItem): VocabularyItem {
  item.status = statusOf(item.status);
  item.lastReviewResult = isRating(item.lastReviewResult) ? item.lastReviewResult : null;
  item.kind = cardKindOf(item.kind);
  return item;
}
