import type { VocabularyRow } from './to-item';

/**
 * The last state this process saw of the cards a learner is reviewing (the due list it served,
 * the reviews it applied), so a review can go straight to its one guarded write (ADR 0012)
 * without reading the card first. Never trusted: the write applies only if the card's review
 * count is still the one remembered, and only a review moves a card's schedule and bumps that
 * count; a stale entry (another process, an edit, a deletion) costs a miss, then the card is
 * read as before. Bounded: the oldest entries go first.
 */
export function createCardCache(limit = 20_000) {
  const rows = new Map<string, VocabularyRow>();
  return {
    get(userId: string, id: string): VocabularyRow | undefined {
      const row = rows.get(id);
      return row?.userId === userId ? row : undefined;
    },
    remember(row: VocabularyRow): void {
      rows.delete(row.id);
      rows.set(row.id, row);
      if (rows.size > limit) rows.delete(rows.keys().next().value as string);
    },
    forget(id: string): void {
      rows.delete(id);
    },
  };
}
