import type { VocabularyItem } from '../../../contracts/vocabulary';
import { formatInterval, previewIntervals, type Rating, type SrsState } from '../../../domain/srs';
import { selectDue } from '../../../domain/vocabulary-stats';

/** An API item's scheduling fields as the domain rules take them (dates parsed). */
export function srsStateOf(item: VocabularyItem): SrsState {
  return {
    interval: item.interval,
    easeFactor: item.easeFactor,
    consecutiveCorrect: item.consecutiveCorrect,
    timesReviewed: item.timesReviewed,
    correctReviews: item.correctReviews,
    status: item.status,
    lastReviewed: item.lastReviewed ? new Date(item.lastReviewed) : null,
    nextReviewDue: new Date(item.nextReviewDue),
    lastReviewResult: item.lastReviewResult,
  };
}

/** The interval each rating button would schedule, e.g. `{ again: '1d', good: '3d', … }`. */
export function intervalLabels(item: VocabularyItem): Record<Rating, string> {
  const days = previewIntervals(srsStateOf(item));
  return {
    again: formatInterval(days.again),
    hard: formatInterval(days.hard),
    good: formatInterval(days.good),
    easy: formatInterval(days.easy),
  };
}

/** Offline: the cached cards due now, oldest first, at most 25 (the server's own rule). */
export function dueFromCache(items: readonly VocabularyItem[], now: Date): VocabularyItem[] {
  const dated = items.map((item) => ({ item, nextReviewDue: new Date(item.nextReviewDue) }));
  return selectDue(dated, now).map((entry) => entry.item);
}

/** Session accuracy as a percentage in the UI language; "—" before any review (issue 15 item 14). */
export function formatAccuracy(reviewed: number, correct: number, language: string): string {
  if (reviewed === 0) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    correct / reviewed,
  );
}
