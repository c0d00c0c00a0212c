import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { vocabularyReviews } from '../../src/server/db/schema';

/** How many reviews are recorded for a card (the rows, not the card's own counter). */
export async function reviewRowsOf(db: Database, cardId: string): Promise<number> {
  const rows = await db.select().from(vocabularyReviews).where(eq(vocabularyReviews.vocabularyId, cardId));
  return rows.length;
}
