/**
 * Anki's review log (`revlog`), both ways: the rows an Anki package carries for each answer, and
 * the answers read back from one, so a learner's review history travels with their cards and
 * FSRS in Anki (or here) can derive each card's memory from it (ADR 0030).
 */
import type { Database as SqliteDatabase } from 'sql.js';
import { mergeCardReview, type ScheduledCard } from '../../../../domain/card-schedule';
import { newFsrsMemory, type PastReview } from '../../../../domain/fsrs-scheduler';
import { RATINGS, isRating, newSrsState } from '../../../../domain/srs';
import { fsrsOf, type VocabularyRow } from '../to-item';

/** The most answers read from one package: about a hundred per word of the largest file. */
export const MAX_IMPORTED_REVIEWS = 200_000;

/** Anki's answer buttons: 1 again, 2 hard, 3 good, 4 easy. */
const EASE = { again: 1, hard: 2, good: 3, easy: 4 } as const;
/** Anki's revlog types: the first answer of a new card is its learning step, every later one a review. */
const LEARN = 0;
const REVIEW = 1;

/** One answer of one card, as its row of Anki's `revlog`. */
export interface RevlogRow {
  /** The answer's time in epoch milliseconds, unique in the log. */
  id: number;
  cid: number;
  ease: number;
  /** Days scheduled by this answer, and by the one before (0 for the first). */
  ivl: number;
  lastIvl: number;
  /** The ease factor after the answer, in permille as Anki keeps it. */
  factor: number;
  type: number;
}

/**
 * The revlog rows of the learner's answers: each card's answers replayed in order under the
 * card's scheduler, so each row says what that answer scheduled. Answers of cards not exported
 * are left out; two answers of one millisecond get consecutive ids.
 */
export function revlogRows(
  rows: readonly VocabularyRow[],
  reviews: readonly { vocabularyId: string; rating: string; reviewedAt: Date }[],
  cardIds: ReadonlyMap<string, number>,
): RevlogRow[] {
  const byCard = new Map<string, PastReview[]>();
  for (const review of reviews) {
    if (!cardIds.has(review.vocabularyId) || !isRating(review.rating)) continue;
    const list = byCard.get(review.vocabularyId) ?? [];
    list.push({ rating: review.rating, reviewedAt: review.reviewedAt });
    byCard.set(review.vocabularyId, list);
  }
  const out: RevlogRow[] = [];
  for (const row of rows) {
    const answers = byCard.get(row.id);
    const cid = cardIds.get(row.id);
    if (!answers || cid === undefined) continue;
    answers.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    const memory = fsrsOf(row);
    let card: ScheduledCard = {
      srs: newSrsState(row.createdAt),
      fsrs: memory ? newFsrsMemory(memory.retention) : null,
    };
    let lastIvl = 0;
    answers.forEach((answer, index) => {
      card = mergeCardReview(card, answer.rating, answer.reviewedAt);
      out.push({
        id: answer.reviewedAt.getTime(),
        cid,
        ease: EASE[answer.rating],
        ivl: card.srs.interval,
        lastIvl,
        factor: Math.round(card.srs.easeFactor * 1000),
        type: index === 0 ? LEARN : REVIEW,
      });
      lastIvl = card.srs.interval;
    });
  }
  out.sort((a, b) => a.id - b.id);
  const used = new Set<number>();
  for (const entry of out) {
    while (used.has(entry.id)) entry.id += 1;
    used.add(entry.id);
  }
  return out;
}

/** Writes the rows into a collection's `revlog` (usn −1: not yet synced; answer time unknown: 0). */
export function writeRevlog(db: SqliteDatabase, rows: readonly RevlogRow[]): void {
  const insert = db.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, 0, ?)');
  try {
    for (const row of rows)
      insert.run([row.id, row.cid, row.ease, row.ivl, row.lastIvl, row.factor, row.type]);
  } finally {
    insert.free();
  }
}

/** Whether the collection has a plain `revlog` table with the columns read here. */
function hasReadableRevlog(db: SqliteDatabase): boolean {
  const kind = db.exec("SELECT type, sql FROM sqlite_master WHERE name = 'revlog'")[0]?.values[0];
  if (kind?.[0] !== 'table' || /^\s*create\s+virtual/i.test(String(kind[1]))) return false;
  const info = db.exec('PRAGMA table_xinfo(revlog)')[0]?.values ?? [];
  const names = new Set(info.map((row) => String(row[1])));
  // A generated column runs its expression on every read: not a table Anki wrote.
  return (
    ['id', 'cid', 'ease', 'type'].every((name) => names.has(name)) &&
    info.every((row) => Number(row[6]) === 0)
  );
}

/**
 * The answers in a collection's review log, by note id: the time (the row id, epoch ms) and the
 * rating (ease 1–4). Entries that are not answers are skipped: manual reschedules (type 4 and
 * above) and ease 0. A collection without a readable log gives none; an answer whose time is not
 * a plausible date is skipped; past `MAX_IMPORTED_REVIEWS` the oldest are dropped.
 */
export function readRevlog(db: SqliteDatabase, now: Date): Map<number, PastReview[]> {
  const byNote = new Map<number, PastReview[]>();
  if (!hasReadableRevlog(db)) return byNote;
  const result = db.exec(
    `SELECT c.nid, r.id, r.ease FROM revlog r JOIN cards c ON c.id = r.cid
     WHERE r.ease BETWEEN 1 AND 4 AND r.type BETWEEN 0 AND 3
     ORDER BY r.id DESC LIMIT ${MAX_IMPORTED_REVIEWS}`,
  );
  const earliest = Date.UTC(2000, 0, 1);
  for (const [nid, id, ease] of result[0]?.values ?? []) {
    const at = Number(id);
    if (!Number.isSafeInteger(at) || at < earliest || at > now.getTime()) continue;
    const rating = RATINGS[Number(ease) - 1];
    if (!rating) continue;
    const list = byNote.get(Number(nid)) ?? [];
    list.push({ rating, reviewedAt: new Date(at) });
    byNote.set(Number(nid), list);
  }
  for (const list of byNote.values()) list.reverse();
  return byNote;
}
