/**
 * One entry point for both schedulers: a card carries its FSRS memory when its learner chose
 * FSRS (ADR 0030) and none under the classic table, so the server, the offline queue and the
 * rating buttons pick the same rule from the card alone.
 */
import { applyFsrsReview, previewFsrsIntervals, type FsrsMemory } from './fsrs-scheduler';
import { mergeReview } from './review-sync';
import { previewIntervals, type Rating, type SrsState } from './srs';

export interface ScheduledCard {
  srs: SrsState;
  /** Null: the card follows the classic table. */
  fsrs: FsrsMemory | null;
}

/**
 * Applies a review that may arrive late (offline, another device), as `mergeReview` does: a review
 * answered before the card's last one only adds to the counts and keeps the newer schedule.
 */
export function mergeCardReview(card: ScheduledCard, rating: Rating, reviewedAt: Date): ScheduledCard {
  const late = card.srs.lastReviewed !== null && reviewedAt.getTime() < card.srs.lastReviewed.getTime();
  if (!card.fsrs || late) return { srs: mergeReview(card.srs, rating, reviewedAt), fsrs: card.fsrs };
  const next = applyFsrsReview(card.srs, card.fsrs, rating, reviewedAt);
  return { srs: next.state, fsrs: next.memory };
}

/** Days each rating would schedule if answered at `now`, under the card's scheduler. */
export function previewCardIntervals(card: ScheduledCard, now: Date): Record<Rating, number> {
  return card.fsrs ? previewFsrsIntervals(card.srs, card.fsrs, now) : previewIntervals(card.srs);
}
