import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Database } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { ITEM_COLUMNS, normaliseItem } from './item-columns';
import type { ReviewInput, ReviewPatch } from './repository';
import { rowFromItem, type VocabularyRow } from './to-item';

/** What runs a named statement: the pool, or one connection of it inside a transaction. */
interface Client {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

// Named, so each connection parses and plans them once (issue 17: hot queries prepared).
const REVIEW_STATEMENT = {
  name: 'vocabulary_review',
  text: `
    with upd as (
      update vocabulary set
        interval = $1, ease_factor = $2, consecutive_correct = $3, times_reviewed = $4,
        correct_reviews = $5, status = $6, last_reviewed = $7::timestamptz,
        next_review_due = $8::timestamptz, last_review_result = $9, updated_at = $10::timestamptz
      where id = $11 and user_id = $12
        and times_reviewed = $13 and correct_reviews = $14 and consecutive_correct = $15
        and status = $16
        and not exists (select 1 from vocabulary_reviews where review_id = $17)
      returning ${ITEM_COLUMNS}
    ), rec as (
      insert into vocabulary_reviews (review_id, user_id, vocabulary_id, rating, reviewed_at, applied_at)
      select $17, "userId", id, $18, $19::timestamptz, $10::timestamptz from upd
    )
    select * from upd`,
};
const LOCK_STATEMENT = {
  name: 'vocabulary_lock',
  text: `select ${ITEM_COLUMNS} from vocabulary where id = $1 and user_id = $2 for update`,
};

/**
 * One statement (ADR 0012): updates the card if it is still as `previous` was read and the review
 * id is unused, and records the review id; the vocabulary trigger moves the learner's counters
 * in the same statement. Answers with the card as an API item; nothing when the card had
 * changed, or the id was already recorded.
 * `timesReviewed` grows with every applied review, so with the status and the correct count it
 * tells whether anything reviewed the card since it was read.
 */
export async function applyReview(
  db: Database,
  input: ReviewInput,
  previous: VocabularyRow,
  patch: ReviewPatch,
): Promise<VocabularyItem | undefined> {
  return applyOn(poolOf(db), input, previous, patch);
}

async function applyOn(
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
  return rows[0] ? normaliseItem(rows[0] as VocabularyItem) : undefined;
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
    const updated = row ? await applyOn(connection, input, row, schedule(row)) : 'not-found';
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
