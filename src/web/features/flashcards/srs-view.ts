import type { VocabularyItem } from '../../../contracts/vocabulary';
import { previewCardIntervals, type ScheduledCard } from '../../../domain/card-schedule';
import { formatInterval, type Rating, type SrsState } from '../../../domain/srs';
import { selectDue } from '../../../domain/vocabulary-stats';
import { formatPercent } from '../../i18n/format';

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

/** An API item as the card schedule both schedulers take (FSRS memory or none). */
export function scheduledCardOf(item: VocabularyItem): ScheduledCard {
  return { srs: srsStateOf(item), fsrs: item.fsrs ?? null };
}

/**
 * A short interval label in the UI language. English keeps the spec's `12d`, `3mo`, `1.2y`;
 * other languages get Intl's narrow units with the same thresholds (the Spanish UI must not
 * read "3mo" and "1.2y").
 */
export function intervalLabel(days: number, language: string): string {
  if (language.startsWith('en')) return formatInterval(days);
  const unit = (name: 'day' | 'month' | 'year', value: number) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'narrow',
      minimumFractionDigits: name === 'year' ? 1 : 0,
      maximumFractionDigits: name === 'year' ? 1 : 0,
    }).format(value);
  if (days < 30) return unit('day', days);
  if (days < 365) return unit('month', Math.round(days / 30));
  return unit('year', Math.round((days / 365) * 10) / 10);
}

/**
 * The interval each rating button would schedule if answered at `now`, under the card's scheduler,
 * e.g. `{ again: '1d', good: '3d', … }`.
 */
export function intervalLabels(
  item: VocabularyItem,
  language = 'en',
  now = new Date(),
): Record<Rating, string> {
  const days = previewCardIntervals(scheduledCardOf(item), now);
  return {
    again: intervalLabel(days.again, language),
    hard: intervalLabel(days.hard, language),
    good: intervalLabel(days.good, language),
    easy: intervalLabel(days.easy, language),
  };
}

/** Offline: the cached cards due now, oldest first, at most 25 (the server's own rule). */
export function dueFromCache(items: readonly VocabularyItem[], now: Date): VocabularyItem[] {
  const dated = items.map((item) => ({ item, nextReviewDue: new Date(item.nextReviewDue) }));
  return selectDue(dated, now).map((entry) => entry.item);
}

/** Session accuracy as a percentage in the UI language; "—" before any review. */
export function formatAccuracy(reviewed: number, correct: number, language: string): string {
  if (reviewed === 0) return '—';
  return formatPercent((correct / reviewed) * 100, language);
}
