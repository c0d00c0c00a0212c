import { describe, expect, it } from 'vitest';
import { LEVEL_OPTION_IDS } from '../../domain/onboarding/options';
import { onboarding } from './en/onboarding';

// The English catalogue owns the onboarding level texts; the domain owns their ids.
describe('onboarding level options (product.md#onboarding)', () => {
  it('labels the levels as the spec does, one per level id, in order', () => {
    const levels = onboarding.options.levels as Record<string, { label: string; description: string }>;
    expect(Object.keys(levels)).toEqual([...LEVEL_OPTION_IDS]);
    expect(LEVEL_OPTION_IDS.map((id) => levels[id]?.label)).toEqual([
      'Complete Beginner',
      'Basic Beginner',
      'Elementary',
      'Intermediate',
      'Upper Intermediate',
      'Advanced',
      'Mastery',
    ]);
    for (const id of LEVEL_OPTION_IDS) expect(levels[id]?.description.length).toBeGreaterThan(0);
  });
});
