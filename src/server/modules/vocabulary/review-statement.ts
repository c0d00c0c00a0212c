import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Database } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { ITEM_COLUMNS, normaliseItem } from './item-columns';
import type { ReviewInput, ReviewPatch } from './repository';
import { rowFromItem, type VocabularyRow } from './to-item';

/** What runs a named statement: the pool, or one connection of it inside a transaction. */
export interface Client {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

// Named, so each connection parses and plans them once (issue 17: hot queries prepared).
const REVIEW_STATEMENT = {
  name: 'vocabulary_review',
  text: `
    with old as (
      select id as old_id, next_review_due as was_due from vocabulary where id = $11 and user_id = $12
    ), upd as (
      update vocabulary set
        interval = $1, ease_factor = $2, consecutive_correct = $3, times_reviewed = $4,
        correct_reviews = $5, status = $6, last_reviewed = $7::timestamptz,
        next_review_due = $8::timestamptz, last_review_result = $9, updated_at = $10::timestamptz,
        last_review_id = $17
      from old
      where id = old_id and next_review_due = was_due
        and times_reviewed = $13 and correct_reviews = $14 and consecutive_correct = $15
        and status = $16
        and not exists (select 1 from vocabulary_reviews where review_id = $17)
      returning ${ITEM_COLUMNS}, was_due
    ), rec as (
      insert into vocabulary_reviews (review_id, user_id, vocabulary_id, rating, reviewed_at, applied_at)
      select $17, "userId", id, $18, $19::timestamptz, $10::timestamptz from upd
    ), counted as (
      update vocabulary_counters as c set
        learning = c.learning + ($6 not in ('mastered', 'needs_review'))::int
          - ($16 not in ('mastered', 'needs_review'))::int,
        mastered = c.mastered + ($6 = 'mastered')::int - ($16 = 'mastered')::int,
        needs_review = c.needs_review + ($6 = 'needs_review')::int - ($16 = 'needs_review')::int,
        reviewed_words = c.reviewed_words + ($4 > 0)::int - ($13 > 0)::int,
        times_reviewed = c.times_reviewed + greatest($4, 0) - greatest($13, 0),
        correct_reviews = c.correct_reviews + case when $4 > 0 then $5 else 0 end
          - case when $13 > 0 then $14 else 0 end,
        due = c.due + ($8::timestamptz <= coalesce(c.due_at, '-infinity'))::int
          - (upd.was_due <= coalesce(c.due_at, '-infinity'))::int
      from upd where c.user_id = upd."userId"
      returning 1
    )
    select upd.*, exists (select 1 from counted) as counted from upd`,
};
const REBUILD_STATEMENT = {
  name: 'vocabulary_counters_rebuild',
  text: 'select vocabulary_counters_rebuild($1)',
};
const LOCK_STATEMENT = {
  name: 'vocabulary_lock',
  text: `select ${ITEM_COLUMNS} from vocabulary where id = $1 and user_id = $2 for update`,
};

/**
 * One statement (ADR 0012): updates the card if it is still as `previous` was read and the review
 * id is unused, records the review id, and moves the learner's counters by the card's change
 * (migration 0011: the counters trigger skips a review's update). Answers with the card as an
 * API item; nothing when the card had changed, or the id was already recorded.
 * `timesReviewed` grows with every applied review, so with the status and the correct count it
 * tells whether anything reviewed the card since it was read.
 */
export async function applyReview(
  db: Database,
  input: ReviewInput,
  previous: VocabularyRow,
  patch: ReviewPatch,
): Promise<VocabularyItem | undefined> {
  return applyReviewWith(poolOf(db), input, previous, patch);
}

/** `applyReview` on a given client: one connection inside a transaction (and tests). */
export async function applyReviewWith(
  client: Client,
  input: ReviewInput,
  previous: VocabularyRow,
  patch: ReviewPatch,
): Promise<VocabularyItem | undefined> {
  const { rows } = await client.query({
    ...REVIEW_STATEMENT,
    values: [
      patch.interval,
      patch.easeFactor,
      patch.consecutiveCorrect,
      patch.timesReviewed,
      patch.correctReviews,
      patch.status,
      patch.lastReviewed,
      patch.nextReviewDue,
      patch.lastReviewResult,
      input.now,
      previous.id,
      input.userId,
      previous.timesReviewed,
      previous.correctReviews,
      previous.consecutiveCorrect,
      previous.status,
      input.reviewId,
      input.rating,
      input.reviewedAt,
    ],
  });
  const row = rows[0] as (VocabularyItem & { was_due: unknown; counted: boolean }) | undefined;
  if (!row) return undefined;
  const { was_due: _wasDue, counted, ...item } = row;
  // A learner's counters row is made with their first word; should it be missing, count anew.
  if (!counted) await client.query({ ...REBUILD_STATEMENT, values: [input.userId] });
  return normaliseItem(item);
}

/**
 * The last resort of a card raced on from many places at once: under the card's row lock, where
 * the state read is the state written. `not-found` when the card is gone; undefined when the
 * review id is already recorded.
 */
export async function applyReviewLocked(
  db: Database,
  input: ReviewInput,
  schedule: (row: VocabularyRow) => ReviewPatch,
): Promise<VocabularyItem | 'not-found' | undefined> {
  const connection = await poolOf(db).connect();
  try {
    await connection.query('begin');
    const { rows } = await connection.query({
      ...LOCK_STATEMENT,
      values: [input.vocabularyId, input.userId],
    });
    // Not normalised: the guard compares the status as stored.
    const row = rows[0] ? rowFromItem(rows[0] as VocabularyItem) : undefined;
    const updated = row ? await applyReviewWith(connection, input, row, schedule(row)) : 'not-found';
    await connection.query('commit');
    return updated;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

/** PostgreSQL's unique_violation, whichever driver (and drizzle's wrapping) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
