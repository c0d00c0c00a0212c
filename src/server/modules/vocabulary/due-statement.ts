import type { VocabularyItem } from '../../../contracts/vocabulary';
import { isRating, statusOf } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { poolOf } from '../../db/pool-of';

/**
 * A timestamp as the API writes it (`Date.prototype.toISOString`: UTC, milliseconds, "Z"),
 * made by the database: PostgreSQL truncates microseconds to milliseconds as a JavaScript Date
 * does. The due list is the hottest list read, and formatting its four timestamps per card on
 * the request thread cost more than the rest of its mapping (issue 17 goal 4).
 */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Named, so each connection parses and plans it once; columns named as the API's fields.
const DUE_ITEMS_STATEMENT = {
  name: 'vocabulary_due_items',
  text: `
    select id, user_id as "userId", word, translation, context, difficulty, category, definition,
      status, times_reviewed as "timesReviewed", correct_reviews as "correctReviews",
      ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt",
      ${iso('last_reviewed')} as "lastReviewed", ${iso('next_review_due')} as "nextReviewDue",
      interval, ease_factor as "easeFactor", consecutive_correct as "consecutiveCorrect",
      last_review_result as "lastReviewResult"
    from vocabulary
    where user_id = $1 and next_review_due <= $2
    order by next_review_due
    limit $3`,
};

/**
 * The learner's due cards as API items, oldest due first, served by the (user_id,
 * next_review_due) index. No tie-break column: one would force a sort of every card sharing a
 * due time, and exact ties are rare.
 */
export async function dueItems(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
): Promise<VocabularyItem[]> {
  const { rows } = await poolOf(db).query<VocabularyItem>({
    ...DUE_ITEMS_STATEMENT,
    values: [userId, now, limit],
  });
  for (const item of rows) {
    // The same normalising as toVocabularyItem: an unknown status counts as learning.
    item.status = statusOf(item.status);
    item.lastReviewResult = isRating(item.lastReviewResult) ? item.lastReviewResult : null;
  }
  return rows;
}
