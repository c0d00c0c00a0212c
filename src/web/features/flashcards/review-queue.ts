import { isSessionCorrect, type Rating } from '../../../domain/srs';

/**
 * The cards of one review session and its tally. A card rated Again comes back once after the
 * scheduled cards, as Anki's learning step shows a failed card again before the session ends: the
 * learner meets the word once more while it is fresh. That second showing is practice only: its
 * rating is not sent (the Again review already set the spec's schedule) and the tally counts the
 * card once.
 */
export interface ReviewQueue<Card extends { id: string }> {
  cards: Card[];
  index: number;
  /** Reviews recorded this session (one per scheduled card rated). */
  reviewed: number;
  /** Recorded reviews rated Good or Easy (product.md#connection session stats). */
  correct: number;
  /** How many cards were due when the session began; the ones after them are practice. */
  scheduled: number;
}

export function startQueue<Card extends { id: string }>(cards: Card[]): ReviewQueue<Card> {
  return { cards, index: 0, reviewed: 0, correct: 0, scheduled: cards.length };
}

/** True when the current card is a practice showing of a card rated Again earlier in the session. */
export function isPracticeCard(queue: ReviewQueue<{ id: string }>): boolean {
  return queue.index >= queue.scheduled && queue.index < queue.cards.length;
}

/**
 * The queue after the current card was answered: `rating` is the learner's answer, or null when
 * the card could not be reviewed (it was deleted elsewhere). A recorded Again queues the card once
 * more at the end; a practice answer only moves on.
 */
export function afterAnswer<Card extends { id: string }>(
  queue: ReviewQueue<Card>,
  rating: Rating | null,
): ReviewQueue<Card> {
  const card = queue.cards[queue.index];
  if (!card) return queue;
  const next = { ...queue, index: queue.index + 1 };
  if (isPracticeCard(queue) || rating === null) return next;
  return {
    ...next,
    cards: rating === 'again' ? [...queue.cards, card] : queue.cards,
    reviewed: queue.reviewed + 1,
    correct: queue.correct + (isSessionCorrect(rating) ? 1 : 0),
  };
}
