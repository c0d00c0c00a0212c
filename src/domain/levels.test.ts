import { describe, expect, it } from 'vitest';
import { LEVELS, isLevel, shiftLevel } from './levels';

describe('levels', () => {
  it('lists the seven levels in order', () => {
    expect(LEVELS).toEqual(['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
  });
  it('shifts within bounds', () => {
    expect(shiftLevel('A1', 1)).toBe('A2');
    expect(shiftLevel('A0', -1)).toBe('A0');
    expect(shiftLevel('C2', 1)).toBe('C2');
  });
  it('recognises levels', () => {
    expect(isLevel('B2')).toBe(true);
    expect(isLevel('D1')).toBe(false);
  });
});
