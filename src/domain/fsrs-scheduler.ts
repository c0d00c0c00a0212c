/**
 * The FSRS review scheduler (docs/decisions/0030-fsrs-scheduler.md), a learner's alternative to
 * the classic table in srs.ts. FSRS keeps a memory state per card (stability in days, difficulty
 * 1–10) and schedules the day recall is predicted to fall to the learner's desired retention.
 * The spec's fields (interval, ease, counts, status, due) are kept filled so everything that reads
 * them works under either scheduler, and a switch back to the classic table starts from them.
 */
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating as FsrsRating,
  type Card,
  type FSRS,
} from 'ts-fsrs';
import {
  MAX_INTERVAL_DAYS,
  STARTING_INTERVAL,
  dueAfter,
  nextEaseFactor,
  type Rating,
  type SrsState,
  type VocabStatus,
} from './srs';
import { clampRetention } from './scheduler-choice';

/** FSRS's card states, as ts-fsrs numbers them (0 new … 3 relearning). */
export const FSRS_NEW = 0;
export const FSRS_REVIEW = 2;

/** A card is mastered under FSRS once it is in review with a stability of at least this many days. */
export const MASTERED_STABILITY_DAYS = 21;

/** What FSRS remembers of a card, and the retention it schedules it for. */
export interface FsrsMemory {
  stability: number;
  difficulty: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lapses: number;
  retention: number;
}

/** The memory of a card FSRS has not seen yet. */
export function newFsrsMemory(retention: number): FsrsMemory {
  return { stability: 0, difficulty: 0, state: FSRS_NEW, lapses: 0, retention: clampRetention(retention) };
}

const RATING_GRADE = {
  again: FsrsRating.Again,
  hard: FsrsRating.Hard,
  good: FsrsRating.Good,
  easy: FsrsRating.Easy,
} as const;

// One scheduler per retention: building one derives its parameters, and previews run per render.
const schedulers = new Map<number, FSRS>();
function schedulerFor(retention: number): FSRS {
  const key = clampRetention(retention);
  let scheduler = schedulers.get(key);
  // Stryker disable next-line ConditionalExpression: a cache; a scheduler built afresh schedules the same
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({
        request_retention: key,
        maximum_interval: MAX_INTERVAL_DAYS,
        // Whole days, like the rest of the product: no minute-long learning steps, no random fuzz.
        enable_fuzz: false,
        enable_short_term: false,
      }),
    );
    // Stryker disable next-line all: a cache; without it each call builds an identical scheduler
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** Stored values made safe: a corrupt or missing number starts the card afresh. */
function isUsable(memory: FsrsMemory): boolean {
  return (
    memory.state !== FSRS_NEW &&
    Number.isFinite(memory.stability) &&
    memory.stability > 0 &&
    Number.isFinite(memory.difficulty) &&
    memory.difficulty >= 1
  );
}

function toCard(state: SrsState, memory: FsrsMemory, at: Date): Card {
  // An unreadable review date (only a corrupt import makes one) would schedule the card a century out.
  if (!isUsable(memory) || !state.lastReviewed || Number.isNaN(state.lastReviewed.getTime()))
    return createEmptyCard(at);
  return {
    due: state.nextReviewDue,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: state.interval,
    learning_steps: 0,
    reps: state.timesReviewed,
    lapses: memory.lapses,
    state: memory.state,
    // A review stamped before the previous one (clock skew) counts as no time elapsed.
    last_review: new Date(Math.min(state.lastReviewed.getTime(), at.getTime())),
  };
}

function intervalOf(card: Card): number {
  const days = Math.round(card.scheduled_days);
  if (!Number.isFinite(days)) return MAX_INTERVAL_DAYS;
  return Math.min(MAX_INTERVAL_DAYS, Math.max(STARTING_INTERVAL, days));
}

/** Status under FSRS (ADR 0030): a lapse needs review; a stable card in review is mastered. */
export function fsrsStatus(rating: Rating, stability: number, state: number): VocabStatus {
  if (rating === 'again') return 'needs_review';
  return state === FSRS_REVIEW && stability >= MASTERED_STABILITY_DAYS ? 'mastered' : 'learning';
}

/** Applies one rating under FSRS at `now`; the spec's fields follow (ADR 0030). */
export function applyFsrsReview(
  state: SrsState,
  memory: FsrsMemory,
  rating: Rating,
  now: Date,
): { state: SrsState; memory: FsrsMemory } {
  const scheduler = schedulerFor(memory.retention);
  const { card } = scheduler.next(toCard(state, memory, now), now, RATING_GRADE[rating]);
  const interval = intervalOf(card);
  return {
    state: {
      interval,
      easeFactor: nextEaseFactor(state.easeFactor, rating),
      consecutiveCorrect: rating === 'again' ? 0 : state.consecutiveCorrect + 1,
      timesReviewed: state.timesReviewed + 1,
      correctReviews: state.correctReviews + (rating === 'again' ? 0 : 1),
      status: fsrsStatus(rating, card.stability, card.state),
      lastReviewed: new Date(now.getTime()),
      nextReviewDue: dueAfter(now, interval),
      lastReviewResult: rating,
    },
    memory: {
      stability: card.stability,
      difficulty: card.difficulty,
      state: card.state,
      lapses: card.lapses,
      retention: memory.retention,
    },
  };
}

/** Days each rating would schedule under FSRS at `now`, for the rating buttons. */
export function previewFsrsIntervals(state: SrsState, memory: FsrsMemory, now: Date): Record<Rating, number> {
  const days = (rating: Rating) => applyFsrsReview(state, memory, rating, now).state.interval;
  return { again: days('again'), hard: days('hard'), good: days('good'), easy: days('easy') };
}

/** One past answer of a card. */
export interface PastReview {
  rating: Rating;
  reviewedAt: Date;
}

/**
 * The memory state and schedule a card's history implies: its answers replayed in the order they
 * were given, from `start` (the card's fields before any review). No history leaves a new card.
 */
export function replayReviews(
  start: SrsState,
  reviews: readonly PastReview[],
  retention: number,
): { state: SrsState; memory: FsrsMemory } {
  const ordered = [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  let state: SrsState = {
    ...start,
    lastReviewed: null,
    timesReviewed: 0,
    correctReviews: 0,
    consecutiveCorrect: 0,
  };
  let memory = newFsrsMemory(retention);
  if (ordered.length === 0) return { state: start, memory };
  for (const review of ordered)
    ({ state, memory } = applyFsrsReview(state, memory, review.rating, review.reviewedAt));
  return { state, memory };
}
