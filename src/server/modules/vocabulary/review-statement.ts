import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vocabulary } from '../../db/schema';
import type { ReviewInput, ReviewPatch } from './repository';
import type { VocabularyRow } from './to-item';

const columns = Object.entries(getTableColumns(vocabulary));
// Raw SQL answers with the database's names; each column is renamed to its field in RETURNING.
const returning = sql.raw(columns.map(([key, column]) => `"${snake(column.name)}" as "${key}"`).join(', '));

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Both drivers may hand timestamps back as text and numbers as strings from raw SQL. */
function toRow(raw: Record<string, unknown>): VocabularyRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[key];
    row[key] =
      value === null || value === undefined
        ? null
        : column.dataType === 'date'
          ? new Date(value as string | Date)
          : column.dataType === 'number'
            ? Number(value)
            : value;
  }
  return row as VocabularyRow;
}

/**
 * One statement (ADR 0012): updates the card if it is still as `previous` was read and the review
 * id is unused, and records the review id; the vocabulary trigger moves the learner's counters
 * in the same statement. No row back: the card had changed, or the id was already recorded.
 * `timesReviewed` grows with every applied review, so with the status and the correct count it
 * tells whether anything reviewed the card since it was read.
 */
export async function applyReview(
  db: Database,
  input: ReviewInput,
  previous: VocabularyRow,
  patch: ReviewPatch,
): Promise<VocabularyRow | undefined> {
  const result = await db.execute(sql`
    with upd as (
      update vocabulary set
        interval = ${patch.interval},
        ease_factor = ${patch.easeFactor},
        consecutive_correct = ${patch.consecutiveCorrect},
        times_reviewed = ${patch.timesReviewed},
        correct_reviews = ${patch.correctReviews},
        status = ${patch.status},
        last_reviewed = ${patch.lastReviewed}::timestamptz,
        next_review_due = ${patch.nextReviewDue}::timestamptz,
        last_review_result = ${patch.lastReviewResult},
        updated_at = ${input.now}::timestamptz
      where id = ${previous.id} and user_id = ${input.userId}
        and times_reviewed = ${previous.timesReviewed}
        and correct_reviews = ${previous.correctReviews}
        and consecutive_correct = ${previous.consecutiveCorrect}
        and status = ${previous.status}
        and not exists (select 1 from vocabulary_reviews where review_id = ${input.reviewId})
      returning ${returning}
    ), rec as (
      insert into vocabulary_reviews (review_id, user_id, vocabulary_id, rating, reviewed_at, applied_at)
      select ${input.reviewId}, "userId", "id", ${input.rating}, ${input.reviewedAt}::timestamptz,
        ${input.now}::timestamptz
      from upd
    )
    select * from upd`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** PostgreSQL's unique_violation, whichever driver (and drizzle's wrapping) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
