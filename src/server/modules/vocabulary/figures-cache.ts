/**
 * Per-learner vocabulary figures kept in memory for the dashboard, keyed by the version of the
 * learner's user row (PostgreSQL's xmin, new with every update of the row). Every vocabulary
 * write in this module updates that row in the same transaction, so:
 *  - an entry whose version equals the row's current version is exact, in any process;
 *  - a write made here moves a matching entry to the new version by applying its row changes,
 *    so the dashboard after a review needs no full recount;
 *  - anything else (another process, a rolled-back transaction) leaves an entry whose version
 *    never matches again, and the dashboard recounts. Nothing is ever served stale.
 */

/** Counts per status and review sums, over all of a learner's words. */
export interface StatusFigures {
  learning: number;
  mastered: number;
  needsReview: number;
  total: number;
  reviewedWords: number;
  timesReviewed: number;
  correctReviews: number;
}

/** What a row contributes to the figures. */
export interface RowFacts {
  status: string;
  timesReviewed: number;
  correctReviews: number;
  nextReviewDue: Date;
}

export interface FiguresEntry {
  version: string;
  /** Epoch ms at which `due` was counted. */
  at: number;
  status: StatusFigures;
  due: number;
}

export const emptyStatusFigures = (): StatusFigures => ({
  learning: 0,
  mastered: 0,
  needsReview: 0,
  total: 0,
  reviewedWords: 0,
  timesReviewed: 0,
  correctReviews: 0,
});

/** Learners kept per process; the least recently used goes first. About 200 bytes each. */
const MAX_ENTRIES = 10_000;

function add(entry: FiguresEntry, row: RowFacts, sign: 1 | -1): void {
  const s = entry.status;
  // Unknown statuses (older data) count as learning, as the API shows them.
  if (row.status === 'mastered') s.mastered += sign;
  else if (row.status === 'needs_review') s.needsReview += sign;
  else s.learning += sign;
  s.total += sign;
  if (row.timesReviewed > 0) {
    s.reviewedWords += sign;
    s.timesReviewed += sign * row.timesReviewed;
    s.correctReviews += sign * row.correctReviews;
  }
  if (row.nextReviewDue.getTime() <= entry.at) entry.due += sign;
}

export class FiguresCache {
  private readonly entries = new Map<string, FiguresEntry>();

  /** The entry if it is still exact for `version`. */
  get(userId: string, version: string): FiguresEntry | undefined {
    const entry = this.entries.get(userId);
    return entry?.version === version ? entry : undefined;
  }

  set(userId: string, entry: FiguresEntry): void {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * A committed write moved the user row from version `from` to `to`, changing these rows
   * (before null: inserted). A matching entry follows; any other is dropped.
   */
  apply(
    userId: string,
    from: string | undefined,
    to: string | undefined,
    changes: readonly { before: RowFacts | null; after: RowFacts | null }[],
  ): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    if (from === undefined || to === undefined || entry.version !== from) {
      this.entries.delete(userId);
      return;
    }
    for (const change of changes) {
      if (change.before) add(entry, change.before, -1);
      if (change.after) add(entry, change.after, 1);
    }
    entry.version = to;
  }
}

const caches = new WeakMap<object, FiguresCache>();

/** The cache of one database handle (one app), shared by the vocabulary and dashboard modules. */
export function figuresCacheFor(db: object): FiguresCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FiguresCache();
    caches.set(db, cache);
  }
  return cache;
}
