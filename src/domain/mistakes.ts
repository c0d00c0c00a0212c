/**
 * Counting the learner's mistakes by kind: which kinds come back most in the last four weeks,
 * whether each is becoming more or less frequent, and the latest examples. Pure; time is passed in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The counting window: mistakes older than this no longer count. */
export const MISTAKE_WINDOW_DAYS = 28;
/** The window is split in two halves of this length to see the trend. */
const HALF_DAYS = MISTAKE_WINDOW_DAYS / 2;
/** Examples kept per kind, newest first. */
export const EXAMPLES_PER_KIND = 3;

/** One correction from the ledger. */
export interface LedgerEntry {
  category: string;
  original: string;
  corrected: string;
  explanation: string;
  at: Date;
}

/**
 * More often in the last two weeks than in the two weeks before ('up'), less often ('down'), or
 * as often ('steady'). Equal counts, including a kind that appeared in neither half, are steady.
 */
export type MistakeTrend = 'up' | 'down' | 'steady';

export interface KindSummary {
  category: string;
  /** Mistakes of this kind in the whole window. */
  count: number;
  /** Of those, in the last two weeks and in the two weeks before. */
  recent: number;
  earlier: number;
  trend: MistakeTrend;
  /** The newest examples, newest first. */
  examples: LedgerEntry[];
}

export function trendOf(recent: number, earlier: number): MistakeTrend {
  if (recent > earlier) return 'up';
  if (recent < earlier) return 'down';
  return 'steady';
}

/** Entries inside the window ending at `now`: later than four weeks ago, not after now. */
function inWindow(entries: readonly LedgerEntry[], now: Date): LedgerEntry[] {
  const end = now.getTime();
  const start = end - MISTAKE_WINDOW_DAYS * DAY_MS;
  return entries.filter((entry) => entry.at.getTime() > start && entry.at.getTime() <= end);
}

/**
 * Every kind with a mistake in the last four weeks, most frequent first; a tie goes to the kind
 * seen most recently, then to the name, so the order is stable.
 */
export function summariseMistakes(entries: readonly LedgerEntry[], now: Date): KindSummary[] {
  const halfway = now.getTime() - HALF_DAYS * DAY_MS;
  const byKind = new Map<string, LedgerEntry[]>();
  for (const entry of inWindow(entries, now))
    byKind.set(entry.category, [...(byKind.get(entry.category) ?? []), entry]);
  const summaries = [...byKind].map(([category, found]) => {
    const newestFirst = [...found].sort((a, b) => b.at.getTime() - a.at.getTime());
    const recent = found.filter((entry) => entry.at.getTime() > halfway).length;
    const earlier = found.length - recent;
    return {
      category,
      count: found.length,
      recent,
      earlier,
      trend: trendOf(recent, earlier),
      examples: newestFirst.slice(0, EXAMPLES_PER_KIND),
    };
  });
  return summaries.sort(
    (a, b) =>
      b.count - a.count ||
      // Every kind has at least one example: the newest mistake of that kind.
      (b.examples[0] as LedgerEntry).at.getTime() - (a.examples[0] as LedgerEntry).at.getTime() ||
      a.category.localeCompare(b.category),
  );
}

/** What makes a kind "recurring" for the tutor: how many kinds, and how often each was seen. */
export const RECURRING_KINDS = 3;
export const RECURRING_MIN_COUNT = 2;

/**
 * The kinds the tutor should give the learner a chance to practise: the most frequent in the last
 * four weeks that happened at least twice. 'other' says nothing about what to practise: left out.
 */
export function recurringKinds(entries: readonly LedgerEntry[], now: Date): string[] {
  return summariseMistakes(entries, now)
    .filter((kind) => kind.category !== 'other' && kind.count >= RECURRING_MIN_COUNT)
    .slice(0, RECURRING_KINDS)
    .map((kind) => kind.category);
}
