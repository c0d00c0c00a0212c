import { applyReview, type Rating, type SrsState } from './srs';

/** A review answered on a device, possibly offline, waiting to reach the server. */
export interface QueuedReview {
  reviewId: string;
  vocabularyId: string;
  rating: Rating;
  /** When the learner answered (ISO 8601), not when it reached the server. */
  reviewedAt: string;
  /** Position in the device's queue, to keep answers of the same instant in order. */
  seq: number;
}

/** Offline reviews are replayed in the order they were answered. */
export function orderForReplay(queue: readonly QueuedReview[]): QueuedReview[] {
  return [...queue].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt) || a.seq - b.seq);
}

/**
 * Applies a review that may arrive late (offline, another device). Every review is kept in the
 * counts; the schedule follows the most recently *answered* review, as Anki does: a review
 * answered before the card's last review only adds to timesReviewed/correctReviews.
 */
export function mergeReview(state: SrsState, rating: Rating, reviewedAt: Date): SrsState {
  if (state.lastReviewed && reviewedAt.getTime() < state.lastReviewed.getTime()) {
    return {
      ...state,
      timesReviewed: state.timesReviewed + 1,
      correctReviews: state.correctReviews + (rating === 'again' ? 0 : 1),
    };
  }
  return applyReview(state, rating, reviewedAt);
}
