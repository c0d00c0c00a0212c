import { describe, expect, it } from 'vitest';
import { completeOnboardingData } from './fixtures';
import { emptyOnboardingData, type OnboardingData, type OnboardingStep } from './types';
import { MIN_INTERESTS, canContinue, firstIncompleteStep, isOnboardingComplete } from './validation';

describe('canContinue', () => {
  const full = completeOnboardingData();

  it.each<[OnboardingStep, Partial<OnboardingData>, boolean]>([
    [1, { goals: [] }, false],
    [1, { goals: ['family'] }, true],
    [2, { interests: ['food', 'travel'] }, false],
    [2, { interests: ['food', 'travel', 'dating'] }, true],
    [3, { dailyGoal: null }, false],
    [3, {}, true],
    [4, { mainObstacle: null }, false],
    [4, {}, true],
    [5, { spanishLevel: null }, false],
    [5, { spanishLevel: 'c2' }, true],
    [6, { improvementGoals: [] }, false],
    [6, { improvementGoals: ['other'] }, true],
  ])('step %i with %j → %s', (step, patch, expected) => {
    expect(canContinue(step, { ...full, ...patch })).toBe(expected);
  });

  it('blocks every step on empty data', () => {
    expect(([1, 2, 3, 4, 5, 6] as const).map((s) => canContinue(s, emptyOnboardingData()))).toEqual(
      Array(6).fill(false),
    );
    expect(MIN_INTERESTS).toBe(3);
  });
});

describe('isOnboardingComplete', () => {
  it('needs every step', () => {
    expect(isOnboardingComplete(completeOnboardingData())).toBe(true);
    expect(isOnboardingComplete({ ...completeOnboardingData(), spanishLevel: null })).toBe(false);
  });

  it('finds the first incomplete step', () => {
    expect(firstIncompleteStep(emptyOnboardingData())).toBe(1);
    expect(firstIncompleteStep({ ...completeOnboardingData(), mainObstacle: null })).toBe(4);
    expect(firstIncompleteStep(completeOnboardingData())).toBeNull();
  });
});
