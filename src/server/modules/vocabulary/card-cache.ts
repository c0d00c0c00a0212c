import type { VocabularyItem } from '../../../contracts/vocabulary';
import { rowFromItem, type VocabularyRow } from './to-item';

/**
 * The last state this process saw of the cards a learner is reviewing (the due list it served,
 * the reviews it applied), so a review can go straight to its one guarded write (ADR 0012)
 * without reading the card first. Never trusted: the write applies only if the card's review
 * count is still the one remembered, and only a review moves a card's schedule and bumps that
 * count; a stale entry (another process, an edit, a deletion) costs a miss, then the card is
 * read as before. Bounded: the oldest entries go first. The due list is kept as the items it
 * served, turned back into a row only for the card a review names.
 */
const asRow = (card: VocabularyRow | VocabularyItem): VocabularyRow =>
  typeof card.createdAt === 'string' ? rowFromItem(card as VocabularyItem) : (card as VocabularyRow);

export function createCardCache(limit = 20_000) {
  const cards = new Map<string, VocabularyRow | VocabularyItem>();
  const keep = (id: string, card: VocabularyRow | VocabularyItem) => {
    cards.delete(id);
    cards.set(id, card);
    if (cards.size > limit) cards.delete(cards.keys().next().value as string);
  };
  return {
    get(userId: string, id: string): VocabularyRow | undefined {
      const card = cards.get(id);
      return card?.userId === userId ? asRow(card) : undefined;
    },
    /** Whichever learner's card it is: for a statement that checks the card is the session's. */
    peek(id: string): VocabularyRow | undefined {
      const card = cards.get(id);
      return card && asRow(card);
    },
    remember(row: VocabularyRow): void {
      keep(row.id, row);
    },
    rememberItem(item: VocabularyItem): void {
      keep(item.id, item);
    },
    forget(id: string): void {
      cards.delete(id);
    },
  };
}
