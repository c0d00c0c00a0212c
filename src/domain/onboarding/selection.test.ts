import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyGoalChoice, obstacleChoice, selectedIds, toggleSelection } from './selection';
import type { DailyGoalId, ObstacleId } from './options';
import type { SelectionDetail } from './types';

describe('toggleSelection', () => {
  it('numbers choices in the order chosen', () => {
    let details: SelectionDetail[] = [];
    details = toggleSelection(details, 'food', 'Food');
    details = toggleSelection(details, 'travel', 'Travel');
    details = toggleSelection(details, 'dating', 'Dating');
    expect(details).toEqual([
      { id: 'food', label: 'Food', priority: 1 },
      { id: 'travel', label: 'Travel', priority: 2 },
      { id: 'dating', label: 'Dating', priority: 3 },
    ]);
  });

  it('removes a chosen id and renumbers the rest 1..n', () => {
    const details: SelectionDetail[] = [
      { id: 'a', label: 'A', priority: 1 },
      { id: 'b', label: 'B', priority: 2 },
      { id: 'c', label: 'C', priority: 3 },
    ];
    expect(toggleSelection(details, 'a', 'A')).toEqual([
      { id: 'b', label: 'B', priority: 1 },
      { id: 'c', label: 'C', priority: 2 },
    ]);
    expect(selectedIds(toggleSelection(toggleSelection(details, 'b', 'B'), 'b', 'B'))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('keeps the order chosen when stored details come in another order', () => {
    const stored: SelectionDetail[] = [
      { id: 'travel', label: 'Travel', priority: 2 },
      { id: 'culture', label: 'Culture', priority: 3 },
      { id: 'food', label: 'Food', priority: 1 },
    ];
    expect(toggleSelection(stored, 'dating', 'Dating')).toEqual([
      { id: 'food', label: 'Food', priority: 1 },
      { id: 'travel', label: 'Travel', priority: 2 },
      { id: 'culture', label: 'Culture', priority: 3 },
      { id: 'dating', label: 'Dating', priority: 4 },
    ]);
    expect(selectedIds(stored)).toEqual(['food', 'travel', 'culture']);
  });

  it('keeps priorities dense and ids unique for any toggle sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e')), (toggles) => {
        const details = toggles.reduce<SelectionDetail[]>((acc, id) => toggleSelection(acc, id, id), []);
        expect(details.map((d) => d.priority)).toEqual(details.map((_, i) => i + 1));
        expect(new Set(details.map((d) => d.id)).size).toBe(details.length);
        const odd = new Set(
          ['a', 'b', 'c', 'd', 'e'].filter((id) => toggles.filter((t) => t === id).length % 2 === 1),
        );
        expect(new Set(details.map((d) => d.id))).toEqual(odd);
      }),
    );
  });
});

describe('choices', () => {
  it('builds the stored daily goal', () => {
    expect(dailyGoalChoice('serious')).toEqual({ id: 'serious', type: 'time', value: 15, unit: 'minutes' });
  });
  it('builds the stored obstacle', () => {
    expect(obstacleChoice('nervous')).toEqual({ id: 'nervous', label: 'Nervous to speak' });
  });
  it('refuses a daily goal or an obstacle that is not an option', () => {
    expect(() => dailyGoalChoice('extreme' as DailyGoalId)).toThrow(
      new RangeError('Unknown daily goal extreme'),
    );
    expect(() => obstacleChoice('weather' as ObstacleId)).toThrow(new RangeError('Unknown obstacle weather'));
  });
});
