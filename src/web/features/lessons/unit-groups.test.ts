import { describe, expect, it } from 'vitest';
import type { LessonSummary, LessonUnit } from '../../../contracts/lessons';
import { groupByUnit } from './unit-groups';

const lesson = (id: string): LessonSummary => ({
  id,
  title: id,
  description: '',
  order: 1,
  level: 'A0',
  category: 'Conversation',
  duration: 15,
  objectives: [],
  es: null,
  vocabularyCount: 6,
  prerequisites: [],
  isActive: true,
  unlocked: true,
  completed: false,
  progress: null,
  testedOut: false,
  bestAttemptScore: null,
});

const unit = (id: string, lessonIds: string[]): LessonUnit => ({
  id,
  level: 'A0',
  order: 1,
  title: id,
  goal: 'goal',
  es: { title: `${id} es`, goal: 'meta' },
  lessonIds,
});

const shape = (groups: ReturnType<typeof groupByUnit>) =>
  groups.map((g) => [g.unit?.id ?? null, g.lessons.map((l) => l.id)]);

describe('groupByUnit', () => {
  it('puts shown lessons under their units in the units’ order, and lessons in no unit last', () => {
    const shown = ['c', 'a', 'b', 'x'].map(lesson);
    const units = [unit('u1', ['a', 'b']), unit('u2', ['c'])];
    expect(shape(groupByUnit(shown, units))).toEqual([
      ['u1', ['a', 'b']],
      ['u2', ['c']],
      [null, ['x']],
    ]);
  });

  it('leaves out a unit whose lessons a filter hid', () => {
    expect(shape(groupByUnit(['c'].map(lesson), [unit('u1', ['a', 'b']), unit('u2', ['c'])]))).toEqual([
      ['u2', ['c']],
    ]);
  });

  it('shows a list saved before units existed as one group', () => {
    expect(shape(groupByUnit(['a', 'b'].map(lesson)))).toEqual([[null, ['a', 'b']]]);
    expect(groupByUnit([], [unit('u1', ['a'])])).toEqual([]);
  });
});
