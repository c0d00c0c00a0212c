import { and, asc, desc, eq, gt, like, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACCENTED_LETTERS, FOLDED_LETTERS, fold } from '../../../domain/text';
import type { VocabularyListQuery, VocabularySort } from '../../../contracts/vocabulary';
import { badRequest } from '../../lib/http-errors';
import { vocabulary } from '../../db/schema';
import type { VocabularyRow } from './to-item';

/** Where the previous page ended: the sort key and id of its last row. */
interface Cursor {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(row: VocabularyRow, sort: VocabularySort): string {
  const at = sort === 'nextReview' ? row.nextReviewDue : row.createdAt;
  return Buffer.from(JSON.stringify({ at: at.toISOString(), id: row.id })).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof value.at === 'string' && !Number.isNaN(Date.parse(value.at)) && UUID.test(value.id ?? '')) {
      return { at: value.at, id: value.id as string };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('cursor: is not a valid cursor', 'invalid-request', { field: 'cursor' });
}

/** `%` and `_` typed by the learner are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The column as `fold` would write it (lower case, no accents, ñ kept), computed by the database. */
const folded = (column: AnyColumn) =>
  sql`lower(translate(${column}, ${ACCENTED_LETTERS}, ${FOLDED_LETTERS}))`;

/** The filters of the word list (without the page position). */
export function listFilters(userId: string, query: VocabularyListQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(vocabulary.userId, userId)];
  if (query.status) parts.push(eq(vocabulary.status, query.status));
  if (query.category) parts.push(eq(vocabulary.category, query.category));
  if (query.search) {
    // Accents and case do not matter: «adios» finds adiós (English keyboards have no accents).
    const pattern = `%${escapeLike(fold(query.search))}%`;
    parts.push(or(like(folded(vocabulary.word), pattern), like(folded(vocabulary.translation), pattern)));
  }
  return and(...parts) as SQL;
}

/**
 * Keyset position and order. Served by the (user_id, next_review_due) and (user_id, created_at)
 * indexes: the row comparison starts where the last page ended instead of counting past rows.
 */
export function pagePosition(query: VocabularyListQuery): { after?: SQL; orderBy: SQL[] } {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.sort === 'nextReview') {
    const at = cursor ? new Date(cursor.at) : undefined;
    return {
      after:
        cursor && at
          ? or(
              gt(vocabulary.nextReviewDue, at),
              and(eq(vocabulary.nextReviewDue, at), gt(vocabulary.id, cursor.id)),
            )
          : undefined,
      orderBy: [asc(vocabulary.nextReviewDue), asc(vocabulary.id)],
    };
  }
  const at = cursor ? new Date(cursor.at) : undefined;
  return {
    after:
      cursor && at
        ? or(lt(vocabulary.createdAt, at), and(eq(vocabulary.createdAt, at), lt(vocabulary.id, cursor.id)))
        : undefined,
    orderBy: [desc(vocabulary.createdAt), desc(vocabulary.id)],
  };
}
