import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mergeCardReview, type ScheduledCard } from '../../../../domain/card-schedule';
import type { PastReview } from '../../../../domain/fsrs-scheduler';
import type { Database } from '../../../db/client';
import { vocabularyReviews } from '../../../db/schema';
import { fsrsColumns, fsrsOf, toSrsState, type VocabularyRow } from '../to-item';

/**
 * Keeps the review history an import brought for its new cards (ADR 0030): one review row per
 * answer, and each card scheduled as its answers imply under the card's scheduler (FSRS memory
 * included), as if they had been given here. The counters follow through the vocabulary trigger.
 * Runs in the import's transaction.
 */
export async function keepImportedHistory(
  tx: Database,
  added: readonly { row: VocabularyRow; reviews: readonly PastReview[] }[],
  now: Date,
): Promise<void> {
  const withHistory = added.filter((entry) => entry.reviews.length > 0);
  if (withHistory.length === 0) return;
  const reviewRows = withHistory.flatMap(({ row, reviews }) =>
    reviews.map((review) => ({
      reviewId: randomUUID(),
      userId: row.userId,
      vocabularyId: row.id,
      rating: review.rating,
      reviewedAt: review.reviewedAt,
      appliedAt: now,
    })),
  );
  for (let i = 0; i < reviewRows.length; i += 1000) {
    await tx.insert(vocabularyReviews).values(reviewRows.slice(i, i + 1000));
  }
  const schedules = withHistory.map(({ row, reviews }) => {
    let card: ScheduledCard = { srs: toSrsState(row), fsrs: fsrsOf(row) };
    const ordered = [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    for (const review of ordered) card = mergeCardReview(card, review.rating, review.reviewedAt);
    const { srs } = card;
    return {
      id: row.id,
      interval: srs.interval,
      easeFactor: srs.easeFactor,
      consecutiveCorrect: srs.consecutiveCorrect,
      timesReviewed: srs.timesReviewed,
      correctReviews: srs.correctReviews,
      status: srs.status,
      lastReviewed: srs.lastReviewed?.toISOString() ?? null,
      nextReviewDue: srs.nextReviewDue.toISOString(),
      lastReviewResult: srs.lastReviewResult,
      ...fsrsColumns(card.fsrs),
    };
  });
  await tx.execute(sql`
    update vocabulary v set
      interval = (x->>'interval')::integer, ease_factor = (x->>'easeFactor')::float8,
      consecutive_correct = (x->>'consecutiveCorrect')::integer,
      times_reviewed = (x->>'timesReviewed')::integer, correct_reviews = (x->>'correctReviews')::integer,
      status = x->>'status', last_reviewed = (x->>'lastReviewed')::timestamptz,
      next_review_due = (x->>'nextReviewDue')::timestamptz, last_review_result = x->>'lastReviewResult',
      fsrs_stability = (x->>'fsrsStability')::float8, fsrs_difficulty = (x->>'fsrsDifficulty')::float8,
      fsrs_state = (x->>'fsrsState')::integer, fsrs_lapses = (x->>'fsrsLapses')::integer,
      fsrs_retention = (x->>'fsrsRetention')::float8
    from jsonb_array_elements(${JSON.stringify(schedules)}::jsonb) as x
    where v.id = (x->>'id')::uuid and v.user_id = ${withHistory[0]!.row.userId}`);
}
