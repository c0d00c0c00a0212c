import { and, asc, eq, gt } from 'drizzle-orm';
import type { HistoryLine } from '../csv';
import type { Database } from '../../../db/client';
import { vocabulary, vocabularyReviews } from '../../../db/schema';
import type { VocabularyRow } from '../to-item';
import type { ExportReview } from './apkg-export';

/**
 * Rows per page of an export: reading and handing on one page holds the request thread for a
 * few milliseconds, where 10,000 rows at once held it for over 100 ms.
 */
export const EXPORT_PAGE_ROWS = 1000;

/** The learner's words, page by page, in id order (exact to resume from, unlike a timestamp). */
export async function* wordPages(
  db: Database,
  userId: string,
  size = EXPORT_PAGE_ROWS,
): AsyncGenerator<VocabularyRow[]> {
  let after: string | undefined;
  for (;;) {
    const mine = eq(vocabulary.userId, userId);
    const page = await db
      .select()
      .from(vocabulary)
      .where(after ? and(mine, gt(vocabulary.id, after)) : mine)
      .orderBy(asc(vocabulary.id))
      .limit(size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page.at(-1)?.id;
  }
}

/** The learner's reviews (what an Anki package keeps of them), page by page. */
export async function* reviewPages(
  db: Database,
  userId: string,
  size = EXPORT_PAGE_ROWS,
): AsyncGenerator<(ExportReview & { reviewId: string })[]> {
  let after: string | undefined;
  for (;;) {
    const mine = eq(vocabularyReviews.userId, userId);
    const page = await db
      .select({
        reviewId: vocabularyReviews.reviewId,
        vocabularyId: vocabularyReviews.vocabularyId,
        rating: vocabularyReviews.rating,
        reviewedAt: vocabularyReviews.reviewedAt,
      })
      .from(vocabularyReviews)
      .where(after ? and(mine, gt(vocabularyReviews.reviewId, after)) : mine)
      .orderBy(asc(vocabularyReviews.reviewId))
      .limit(size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page.at(-1)?.reviewId;
  }
}

/** The learner's answers with the card each was given to, oldest first (the history's CSV). */
export async function reviewHistory(db: Database, userId: string): Promise<HistoryLine[]> {
  return db
    .select({
      word: vocabulary.word,
      kind: vocabulary.kind,
      rating: vocabularyReviews.rating,
      reviewedAt: vocabularyReviews.reviewedAt,
    })
    .from(vocabularyReviews)
    .innerJoin(
      vocabulary,
      and(eq(vocabulary.userId, vocabularyReviews.userId), eq(vocabulary.id, vocabularyReviews.vocabularyId)),
    )
    .where(eq(vocabularyReviews.userId, userId))
    .orderBy(asc(vocabularyReviews.reviewedAt), asc(vocabularyReviews.reviewId));
}
