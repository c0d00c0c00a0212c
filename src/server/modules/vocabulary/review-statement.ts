import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Database } from '../../db/client';
import { liveSessionSql } from '../../auth/session';
import { namedParams, positional, type ParamValues } from '../../db/named-params';
import { poolOf } from '../../db/pool-of';
import { ITEM_COLUMNS, normaliseItem } from './item-columns';
import type { ReviewInput, ReviewPatch } from './repository';
import { fsrsOf, rowFromItem, type VocabularyRow } from './to-item';
import { DEFAULT_RETENTION } from '../../../domain/scheduler-choice';

/** What runs a named statement: the pool, or one connection of it inside a transaction. */
export interface Client {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * The review statement's parameters, by name: the SQL below reads `${p.status}`, and the values
 * are built as an object with the same names, so no position is counted by hand.
 */
const REVIEW_PARAMS = namedParams([
  'interval',
  'easeFactor',
  'consecutiveCorrect',
  'timesReviewed',
  'correctReviews',
  'status',
  'lastReviewed',
  'nextReviewDue',
  'lastReviewResult',
  'now',
  'cardId',
  'userId',
  'wasTimesReviewed',
  'wasCorrectReviews',
  'wasConsecutiveCorrect',
  'wasStatus',
  'reviewId',
  'rating',
  'reviewedAt',
  'fsrsStability',
  'fsrsDifficulty',
  'fsrsState',
  'fsrsLapses',
  'fsrsRetention',
  'wasFsrsState',
  'wasFsrsRetention',
] as const);
/** With the session check, the token's parameter comes last. */
const SESSION_REVIEW_PARAMS = namedParams([...REVIEW_PARAMS.names, 'token'] as const);
type ReviewParams = ParamValues<typeof REVIEW_PARAMS>;
const p = SESSION_REVIEW_PARAMS.refs;

/**
 * A review is a day of practice (ADR 0022): the streak moves by the domain's rule
 * (domain/streak.ts `applyActivity`, held to this by tests/integration/practice.test.ts) on the
 * learner's first answer of a local day, dated by the answer, so the learner's row is written
 * once a day, not on every review. An answer dated on or before the last practice day changes
 * nothing (the same day, or an offline answer that reached the server late).
 */
const PRACTICE_DAY_CTE = `practiced as (
      update users u set
        learning_streak = case
          when (${p.reviewedAt}::timestamptz at time zone u.time_zone)::date
            - (u.last_active_date at time zone u.time_zone)::date = 1
          then coalesce(u.learning_streak, 0) + 1 else 1 end,
        last_active_date = ${p.reviewedAt}::timestamptz
      from upd where u.uid = upd."userId"
        and (u.last_active_date is null
          or (${p.reviewedAt}::timestamptz at time zone u.time_zone)::date > (u.last_active_date at time zone u.time_zone)::date)
    )`;

/**
 * The review statement (ADR 0012), with the session check in it or not: read the card's due
 * date, update the card only if it is still in the state read and the review id is unused,
 * record the review (a switch of scheduler changes the card's FSRS columns, so a card read before
 * it is read again), move the learner's counters by the card's change (migration 0011: the
 * counters trigger skips a review's update) and, on the day's first answer, the streak. With `sessionChecked`, the card must also belong
 * to the live session of the token `p.token`, and the statement answers the session's user and
 * expiry even when the card was not updated (nothing when the session is gone).
 */
function reviewStatementText(sessionChecked: boolean): string {
  return `
    with ${sessionChecked ? `sess as (${liveSessionSql(p.token)}), ` : ''}old as (
      select id as old_id, next_review_due as was_due from vocabulary
      where id = ${p.cardId} and user_id = ${p.userId}${sessionChecked ? ' and user_id = (select user_id from sess)' : ''}
    ), upd as (
      update vocabulary set
        interval = ${p.interval}, ease_factor = ${p.easeFactor}, consecutive_correct = ${p.consecutiveCorrect}, times_reviewed = ${p.timesReviewed},
        correct_reviews = ${p.correctReviews}, status = ${p.status}, last_reviewed = ${p.lastReviewed}::timestamptz,
        next_review_due = ${p.nextReviewDue}::timestamptz, last_review_result = ${p.lastReviewResult}, updated_at = ${p.now}::timestamptz,
        last_review_id = ${p.reviewId}, fsrs_stability = ${p.fsrsStability}, fsrs_difficulty = ${p.fsrsDifficulty}, fsrs_state = ${p.fsrsState},
        fsrs_lapses = ${p.fsrsLapses}, fsrs_retention = ${p.fsrsRetention}
      from old
      where id = old_id and next_review_due = was_due
        and times_reviewed = ${p.wasTimesReviewed} and correct_reviews = ${p.wasCorrectReviews} and consecutive_correct = ${p.wasConsecutiveCorrect}
        and status = ${p.wasStatus}
        and fsrs_state is not distinct from ${p.wasFsrsState}::integer
        and (fsrs_state is null or coalesce(fsrs_retention, ${DEFAULT_RETENTION}) = ${p.wasFsrsRetention}::float8)
        and not exists (select 1 from vocabulary_reviews where review_id = ${p.reviewId})
      returning ${ITEM_COLUMNS}, was_due
    ), rec as (
      insert into vocabulary_reviews (review_id, user_id, vocabulary_id, rating, reviewed_at, applied_at)
      select ${p.reviewId}, "userId", id, ${p.rating}, ${p.reviewedAt}::timestamptz, ${p.now}::timestamptz from upd
    ), ${PRACTICE_DAY_CTE}, counted as (
      update vocabulary_counters as c set
        learning = c.learning + (${p.status} not in ('mastered', 'needs_review'))::int
          - (${p.wasStatus} not in ('mastered', 'needs_review'))::int,
        mastered = c.mastered + (${p.status} = 'mastered')::int - (${p.wasStatus} = 'mastered')::int,
        needs_review = c.needs_review + (${p.status} = 'needs_review')::int - (${p.wasStatus} = 'needs_review')::int,
        reviewed_words = c.reviewed_words + (${p.timesReviewed} > 0)::int - (${p.wasTimesReviewed} > 0)::int,
        times_reviewed = c.times_reviewed + greatest(${p.timesReviewed}, 0) - greatest(${p.wasTimesReviewed}, 0),
        correct_reviews = c.correct_reviews + case when ${p.timesReviewed} > 0 then ${p.correctReviews} else 0 end
          - case when ${p.wasTimesReviewed} > 0 then ${p.wasCorrectReviews} else 0 end,
        due = c.due + (${p.nextReviewDue}::timestamptz <= coalesce(c.due_at, '-infinity'))::int
          - (upd.was_due <= coalesce(c.due_at, '-infinity'))::int
      from upd where c.user_id = upd."userId"
      returning 1
    )
    ${
      sessionChecked
        ? `select sess.user_id as session_user_id, sess.expires_at as session_expires_at, upd.*,
             exists (select 1 from counted) as counted
           from sess left join upd on true`
        : 'select upd.*, exists (select 1 from counted) as counted from upd'
    }`;
}

// Named, so each connection parses and plans them once (hot queries prepared).
const REVIEW_STATEMENT = { name: 'vocabulary_review', text: reviewStatementText(false) };
const REVIEW_IN_SESSION_STATEMENT = {
  name: 'vocabulary_review_in_session',
  text: reviewStatementText(true),
};
const REBUILD_STATEMENT = {
  name: 'vocabulary_counters_rebuild',
  text: 'select vocabulary_counters_rebuild($1)',
};
const LOCK_STATEMENT = {
  name: 'vocabulary_lock',
  text: `select ${ITEM_COLUMNS} from vocabulary where id = $1 and user_id = $2 for update`,
};

/** The statement's parameters by name; timestamps as ISO text (`pg` writing Dates costs the request thread). */
function reviewParams(input: ReviewInput, previous: VocabularyRow, patch: ReviewPatch): ReviewParams {
  return {
    interval: patch.interval,
    easeFactor: patch.easeFactor,
    consecutiveCorrect: patch.consecutiveCorrect,
    timesReviewed: patch.timesReviewed,
    correctReviews: patch.correctReviews,
    status: patch.status,
    lastReviewed: patch.lastReviewed?.toISOString() ?? null,
    nextReviewDue: patch.nextReviewDue.toISOString(),
    lastReviewResult: patch.lastReviewResult,
    now: input.now.toISOString(),
    cardId: previous.id,
    userId: input.userId,
    wasTimesReviewed: previous.timesReviewed,
    wasCorrectReviews: previous.correctReviews,
    wasConsecutiveCorrect: previous.consecutiveCorrect,
    wasStatus: previous.status,
    reviewId: input.reviewId,
    rating: input.rating,
    reviewedAt: input.reviewedAt.toISOString(),
    fsrsStability: patch.fsrsStability,
    fsrsDifficulty: patch.fsrsDifficulty,
    fsrsState: patch.fsrsState,
    fsrsLapses: patch.fsrsLapses,
    fsrsRetention: patch.fsrsRetention,
    wasFsrsState: previous.fsrsState,
    // As the item reads it: a missing retention is the default.
    wasFsrsRetention: fsrsOf(previous)?.retention ?? null,
  };
}

type UpdatedRow = VocabularyItem & { was_due: unknown; counted: boolean };

/** The updated card as an API item; a missing counters row (made with a learner's first word) is counted anew. */
async function itemOf(client: Client, userId: string, row: UpdatedRow): Promise<VocabularyItem> {
  const { was_due: _wasDue, counted, ...item } = row;
  if (!counted) await client.query({ ...REBUILD_STATEMENT, values: [userId] });
  return normaliseItem(item);
}

/**
 * One statement (ADR 0012): updates the card if it is still as `previous` was read and the review
 * id is unused, records the review id, and moves the learner's counters by the card's change.
 * Answers with the card as an API item; nothing when the card had changed, or the id was
 * already recorded. `timesReviewed` grows with every applied review, so with the status and the
 * correct count it tells whether anything reviewed the card since it was read.
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
    values: positional(REVIEW_PARAMS, reviewParams(input, previous, patch)),
  });
  const row = rows[0] as UpdatedRow | undefined;
  return row ? itemOf(client, input.userId, row) : undefined;
}

/** What the review statement with the session check found. */
export interface SessionReview {
  /** The token's live session; null when it is gone (nothing was written). */
  session: { userId: string; expiresAt: Date } | null;
  /** The updated card, when the card was the session's learner's and still as read. */
  item?: VocabularyItem;
}

/**
 * `applyReview` with the session check in the same statement (a review is one
 * statement): the card is updated only if it belongs to the live session of `token`, and
 * `input.userId` is the learner `previous` belongs to (the card cache's, not yet trusted).
 */
export async function applyReviewInSession(
  db: Database,
  token: string,
  input: ReviewInput,
  previous: VocabularyRow,
  patch: ReviewPatch,
): Promise<SessionReview> {
  const pool = poolOf(db);
  const { rows } = await pool.query({
    ...REVIEW_IN_SESSION_STATEMENT,
    values: positional(SESSION_REVIEW_PARAMS, { ...reviewParams(input, previous, patch), token }),
  });
  const found = rows[0] as
    (UpdatedRow & { session_user_id: string; session_expires_at: Date; id: string | null }) | undefined;
  if (!found) return { session: null };
  const { session_user_id: userId, session_expires_at: expiresAt, ...row } = found;
  const session = { userId, expiresAt };
  return row.id === null ? { session } : { session, item: await itemOf(pool, userId, row as UpdatedRow) };
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
