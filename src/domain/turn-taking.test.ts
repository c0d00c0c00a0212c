import { describe, expect, it } from 'vitest';
import { LEVELS } from './levels';
import { DETECTION_FLOOR, handsFreeDetection } from './turn-taking';

describe('hands-free detection by level', () => {
  it.each([
    ['A0', 1200],
    ['A1', 1200],
    ['A2', 800],
    ['B1', 800],
    ['B2', 500],
    ['C1', 200],
    ['C2', 200],
  ] as const)('%s waits %i ms of silence', (level, silence) => {
    expect(handsFreeDetection(level)).toEqual({
      threshold: 0.5,
      prefixPaddingMs: 300,
      silenceDurationMs: silence,
    });
  });

  it('never waits less than the floor, and waits longer the lower the level', () => {
    const silences = LEVELS.map((level) => handsFreeDetection(level).silenceDurationMs);
    for (const silence of silences) expect(silence).toBeGreaterThanOrEqual(DETECTION_FLOOR.silenceDurationMs);
    for (let i = 1; i < silences.length; i += 1)
      expect(silences[i]).toBeLessThanOrEqual(silences[i - 1] as number);
  });
});
