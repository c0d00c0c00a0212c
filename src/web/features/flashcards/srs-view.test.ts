import { describe, expect, it } from 'vitest';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { previewCardIntervals } from '../../../domain/card-schedule';
import { dueFromCache, formatAccuracy, intervalLabel, intervalLabels, scheduledCardOf } from './srs-view';

const NOW = new Date('2026-03-01T10:00:00Z');

function item(id: string, overrides: Partial<VocabularyItem> = {}): VocabularyItem {
  return {
    id,
    userId: 'u',
    word: id,
    translation: id,
    context: '',
    difficulty: 1,
    category: 'general',
    kind: 'word',
    fsrs: null,
    definition: '',
    status: 'learning',
    timesReviewed: 0,
    correctReviews: 0,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    lastReviewed: null,
    nextReviewDue: NOW.toISOString(),
    interval: 1,
    easeFactor: 2.5,
    consecutiveCorrect: 0,
    lastReviewResult: null,
    ...overrides,
  };
}

describe('rating button intervals', () => {
  it('previews the spec table for a new word: 1d, 1d, 2d, 3d', () => {
    expect(intervalLabels(item('a'))).toEqual({ again: '1d', hard: '1d', good: '2d', easy: '3d' });
  });

  it('previews interval 10 at ease 2.5: 1d, 12d, 25d, 1mo (32 days)', () => {
    expect(intervalLabels(item('a', { interval: 10 }))).toEqual({
      again: '1d',
      hard: '12d',
      good: '25d',
      easy: '1mo',
    });
  });

  it('previews FSRS when the card carries its memory: a new card gets 1d, 2d, 3d, 8d', () => {
    const fsrs = { stability: 0, difficulty: 0, state: 0, lapses: 0, retention: 0.9 };
    expect(intervalLabels(item('a', { fsrs }), 'en', NOW)).toEqual({
      again: '1d',
      hard: '2d',
      good: '3d',
      easy: '8d',
    });
  });

  it('previews FSRS from the time since the last review: a card reviewed late gets longer intervals', () => {
    const fsrs = { stability: 10, difficulty: 5, state: 2, lapses: 0, retention: 0.9 };
    const reviewed = (daysAgo: number) =>
      item('a', {
        fsrs,
        interval: 10,
        timesReviewed: 3,
        lastReviewed: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
      });
    const days = (item: VocabularyItem) => previewCardIntervals(scheduledCardOf(item), NOW);
    expect(days(reviewed(30)).good).toBeGreaterThan(days(reviewed(10)).good);
    expect(days(reviewed(10)).again).toBeLessThan(days(reviewed(10)).good);
  });
});

describe('offline due cards', () => {
  it('keeps cached cards due by now, oldest first, at most 25', () => {
    const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
    const cards = [
      item('later', { nextReviewDue: new Date(NOW.getTime() + 60_000).toISOString() }),
      item('recent', { nextReviewDue: minutesAgo(1) }),
      item('oldest', { nextReviewDue: minutesAgo(90) }),
      ...Array.from({ length: 30 }, (_, i) => item(`bulk${i}`, { nextReviewDue: minutesAgo(10) })),
    ];
    const due = dueFromCache(cards, NOW);
    expect(due).toHaveLength(25);
    expect(due[0]?.id).toBe('oldest');
    expect(due.some((c) => c.id === 'later')).toBe(false);
  });
});

describe('session accuracy', () => {
  it.each([
    [0, 0, 'en', '—'],
    [4, 3, 'en', '75%'],
    [3, 3, 'en', '100%'],
    [4, 3, 'es', '75 %'],
  ])('%i reviewed, %i correct (%s) reads %s', (reviewed, correct, language, text) => {
    expect(formatAccuracy(reviewed, correct, language).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('interval labels in the UI language', () => {
  it.each([
    [12, 'en', '12d'],
    [90, 'en', '3mo'],
    [438, 'en', '1.2y'],
    [12, 'es', '12d'],
    [90, 'es', '3m'],
    [438, 'es', '1,2a'],
  ])('%i days in %s reads %s', (days, language, label) => {
    expect(intervalLabel(days, language)).toBe(label);
  });
});
