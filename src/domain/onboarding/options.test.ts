import { describe, expect, it } from 'vitest';
import {
  DAILY_GOALS,
  GOALS,
  IMPROVEMENT_GOALS,
  INTERESTS,
  OBSTACLES,
  PLAN_LEVEL_NAMES,
  labelOf,
} from './options';

describe('onboarding option lists', () => {
  it.each([
    ['goals', GOALS, ['travel', 'work', 'social', 'personal', 'family', 'other']],
    [
      'interests',
      INTERESTS,
      [
        'business',
        'travel',
        'entertainment',
        'socializing',
        'culture',
        'dating',
        'shopping',
        'food',
        'family',
      ],
    ],
    ['obstacles', OBSTACLES, ['time', 'motivation', 'practice', 'memory', 'nervous', 'difficulty']],
    [
      'improvement goals',
      IMPROVEMENT_GOALS,
      ['confidence', 'pronunciation', 'vocabulary', 'listening', 'other'],
    ],
  ] as const)('%s carry the spec ids in order', (_name, options, ids) => {
    expect(options.map((o) => o.id)).toEqual(ids);
  });

  it('offers 5, 10, 15 and 20 minutes a day', () => {
    expect(DAILY_GOALS.map((g) => g.minutes)).toEqual([5, 10, 15, 20]);
  });

  it('names plan levels 0–6', () => {
    expect(PLAN_LEVEL_NAMES).toEqual([
      'First Steps',
      'Getting Started',
      'Speak with Everyone',
      'Express Yourself',
      'Think in Spanish',
      'Master Spanish',
      'Native-Like Fluency',
    ]);
  });

  it('gives every option non-empty texts', () => {
    for (const o of [...GOALS, ...INTERESTS, ...DAILY_GOALS, ...IMPROVEMENT_GOALS]) {
      expect(o.label.length).toBeGreaterThan(0);
      expect(o.description.length).toBeGreaterThan(0);
    }
    for (const o of OBSTACLES) {
      expect([o.label, o.message, o.solution].every((t) => t.length > 0)).toBe(true);
    }
  });

  it('looks up labels, falling back to the id', () => {
    expect(labelOf(INTERESTS, 'food')).toBe('Food');
    expect(labelOf<string>(INTERESTS, 'gardening')).toBe('gardening');
  });
});
