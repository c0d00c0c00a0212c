import { describe, expect, it } from 'vitest';
import type { LessonSummary } from '../../../contracts/lessons';
import { filterLessons, parseFilters } from './filter';

const lesson = (id: string, level: 'A0' | 'A1', unlocked: boolean, completed: boolean): LessonSummary => ({
  id,
  title: id,
  description: '',
  order: 1,
  level,
  category: 'Conversation',
  duration: 15,
  objectives: [],
  es: null,
  vocabularyCount: 6,
  prerequisites: [],
  isActive: true,
  unlocked,
  completed,
  progress: null,
  testedOut: false,
  bestAttemptScore: null,
});

const LESSONS = [
  lesson('done', 'A0', true, true),
  lesson('open', 'A0', true, false),
  lesson('locked', 'A1', false, false),
  lesson('open-a1', 'A1', true, false),
];
const ids = (list: LessonSummary[]) => list.map((l) => l.id);

describe('lesson filters', () => {
  it('shows all, available (unlocked, not done) or completed lessons', () => {
    expect(ids(filterLessons(LESSONS, 'all', null))).toEqual(['done', 'open', 'locked', 'open-a1']);
    expect(ids(filterLessons(LESSONS, 'available', null))).toEqual(['open', 'open-a1']);
    expect(ids(filterLessons(LESSONS, 'completed', null))).toEqual(['done']);
  });

  it('combines the status with a level', () => {
    expect(ids(filterLessons(LESSONS, 'available', 'A1'))).toEqual(['open-a1']);
    expect(ids(filterLessons(LESSONS, 'completed', 'A1'))).toEqual([]);
  });

  it('reads filters from the address and ignores unknown values', () => {
    expect(parseFilters(new URLSearchParams('show=completed&level=B2'))).toEqual({
      show: 'completed',
      level: 'B2',
    });
    expect(parseFilters(new URLSearchParams('show=everything&level=Z9'))).toEqual({
      show: 'all',
      level: null,
    });
  });
});
