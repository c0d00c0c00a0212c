import { describe, expect, it } from 'vitest';
import { afterAnswer, isPracticeCard, startQueue } from './review-queue';

const cards = [{ id: 'hola' }, { id: 'gato' }, { id: 'perro' }];

describe('a review session queue', () => {
  it('brings a card rated Again back once after the scheduled cards, as practice', () => {
    let queue = startQueue(cards);
    queue = afterAnswer(queue, 'good'); // hola
    queue = afterAnswer(queue, 'again'); // gato: comes back at the end
    queue = afterAnswer(queue, 'easy'); // perro
    expect(queue.cards.map((c) => c.id)).toEqual(['hola', 'gato', 'perro', 'gato']);
    expect(queue.index).toBe(3);
    expect(isPracticeCard(queue)).toBe(true);
    // The practice answer (even Again once more) neither counts nor queues the card a third time.
    queue = afterAnswer(queue, 'again');
    expect(queue.index).toBe(queue.cards.length);
    expect(queue.cards).toHaveLength(4);
    expect(isPracticeCard(queue)).toBe(false);
    // The summary counts each card once: 3 reviewed, 2 correct (good and easy).
    expect(queue).toMatchObject({ reviewed: 3, correct: 2 });
  });

  it('a practice card rated Good still counts once, as the Again it was recorded as', () => {
    let queue = afterAnswer(startQueue([{ id: 'sol' }]), 'again');
    expect(isPracticeCard(queue)).toBe(true);
    queue = afterAnswer(queue, 'good');
    expect(queue).toMatchObject({ index: 2, reviewed: 1, correct: 0 });
  });

  it('scheduled cards are not practice, and a card that could not be reviewed is not queued again', () => {
    let queue = startQueue(cards);
    expect(isPracticeCard(queue)).toBe(false);
    queue = afterAnswer(queue, null);
    expect(queue).toMatchObject({ index: 1, reviewed: 0, correct: 0 });
    expect(queue.cards).toHaveLength(3);
  });

  it('after the last card nothing changes', () => {
    const done = afterAnswer(startQueue([{ id: 'luna' }]), 'good');
    expect(afterAnswer(done, 'again')).toBe(done);
  });
});
