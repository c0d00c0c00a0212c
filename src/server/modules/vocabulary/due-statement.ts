import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Database } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { ITEM_COLUMNS, normaliseItem } from './item-columns';

// Named, so each connection parses and plans it once.
const DUE_ITEMS_STATEMENT = {
  name: 'vocabulary_due_items',
  text: `
    select ${ITEM_COLUMNS}
    from vocabulary
    where user_id = $1 and next_review_due <= $2
    order by next_review_due
    limit $3`,
};

/**
 * The learner's due cards as API items, oldest due first, served by the (user_id,
 * next_review_due) index. No tie-break column: one would force a sort of every card sharing a
 * due time, and exact ties are rare.
 */
export async function dueItems(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
): Promise<VocabularyItem[]> {
  const { rows } = await poolOf(db).query<VocabularyItem>({
    ...DUE_ITEMS_STATEMENT,
    values: [userId, now, limit],
  });
  return rows.map(normaliseItem);
}
