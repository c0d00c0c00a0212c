import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUICK_START_DAILY_TARGET_MINUTES,
  QUICK_START_KEYS,
  QUICK_START_STEPS,
  chooseQuickStartLevel,
  completeStep,
  isQuickStartFinished,
  levelForQuickStartChoice,
  nextQuickStartStep,
  progressFraction,
  shouldCompleteFirstConversation,
  skipQuickStart,
  stepState,
  totalMinutesHeader,
  type QuickStartStepId,
} from './quick-start';

describe('quick start steps', () => {
  it('lists the three steps with their times and routes', () => {
    expect(QUICK_START_STEPS.map((s) => [s.id, s.title, s.seconds, s.route])).toEqual([
      ['mini-assessment', 'Quick Spanish Check', 30, '/assessment'],
      ['first-conversation', 'Your First Chat', 180, '/chat'],
      ['vocabulary-review', 'Review New Words', 120, '/flashcards'],
    ]);
    expect(QUICK_START_STEPS[0].startRoute).toBe('/quick-assessment');
    expect(QUICK_START_KEYS).toEqual({
      mode: 'quickStartMode',
      currentStep: 'quickStartCurrentStep',
      progress: 'quickStartProgress',
    });
  });

  it('rounds 5.5 minutes up to 6 for the header', () => {
    expect(totalMinutesHeader()).toBe(6);
  });
});

describe('step states and progress', () => {
  it.each<[string[], QuickStartStepId, string]>([
    [[], 'mini-assessment', 'current'],
    [[], 'first-conversation', 'locked'],
    [[], 'vocabulary-review', 'locked'],
    [['mini-assessment'], 'mini-assessment', 'completed'],
    [['mini-assessment'], 'first-conversation', 'current'],
    [['mini-assessment'], 'vocabulary-review', 'locked'],
    [['first-conversation'], 'mini-assessment', 'current'],
    [['first-conversation'], 'vocabulary-review', 'locked'],
    [['mini-assessment', 'first-conversation'], 'vocabulary-review', 'current'],
  ])('with %j, %s is %s', (completed, id, state) => {
    expect(stepState(id, completed)).toBe(state);
  });

  it.each([
    [[], 0, 0],
    [['mini-assessment'], 1, 33],
    [['mini-assessment', 'first-conversation'], 2, 67],
    [['mini-assessment', 'mini-assessment', 'stale-step'], 1, 33],
    [['mini-assessment', 'first-conversation', 'vocabulary-review'], 3, 100],
  ])('%j → %i of 3 (%i%%)', (completed, done, percent) => {
    expect(progressFraction(completed)).toEqual({ done, total: 3, percent });
  });

  it('completes steps without duplicates', () => {
    expect(completeStep(['mini-assessment'], 'mini-assessment')).toEqual(['mini-assessment']);
    expect(completeStep(['mini-assessment'], 'first-conversation')).toEqual([
      'mini-assessment',
      'first-conversation',
    ]);
  });

  it('finishes at 3 distinct steps', () => {
    expect(isQuickStartFinished(['mini-assessment', 'first-conversation'])).toBe(false);
    expect(isQuickStartFinished(['mini-assessment', 'first-conversation', 'first-conversation'])).toBe(false);
    expect(isQuickStartFinished(['vocabulary-review', 'first-conversation', 'mini-assessment'])).toBe(true);
    expect(nextQuickStartStep(['mini-assessment'])).toBe('first-conversation');
    expect(nextQuickStartStep(['vocabulary-review', 'first-conversation', 'mini-assessment'])).toBeNull();
  });

  it('has exactly one current step until all are done', () => {
    const ids = QUICK_START_STEPS.map((s) => s.id);
    fc.assert(
      fc.property(fc.subarray(ids), (completed) => {
        const current = ids.filter((id) => stepState(id, completed) === 'current');
        expect(current).toHaveLength(completed.length === ids.length ? 0 : 1);
      }),
    );
  });
});

describe('first conversation completion', () => {
  const base = { mode: true, currentStep: 'first-conversation', vocabularyCount: 0, itemCount: 0 };
  it.each([
    [{ vocabularyCount: 1 }, true],
    [{ itemCount: 4 }, true],
    [{ itemCount: 3 }, false],
    [{}, false],
    [{ mode: false, vocabularyCount: 5 }, false],
    [{ currentStep: 'vocabulary-review', vocabularyCount: 5 }, false],
    [{ currentStep: null, itemCount: 10 }, false],
  ])('%j → %s', (patch, expected) => {
    expect(shouldCompleteFirstConversation({ ...base, ...patch })).toBe(expected);
  });
});

describe('level choice and skip', () => {
  it('maps the choice to a level', () => {
    expect(levelForQuickStartChoice('beginner')).toBe('A0');
    expect(levelForQuickStartChoice('some-experience')).toBe('A1');
  });

  it('sets a 15-minute target, the mode and an empty progress list', () => {
    expect(chooseQuickStartLevel('beginner')).toEqual({
      proficiencyLevel: 'A0',
      dailyTargets: [{ type: 'daily_minutes', target: 15, current: 0 }],
      mode: true,
      progress: [],
      currentStep: 'mini-assessment',
    });
    expect(QUICK_START_DAILY_TARGET_MINUTES).toBe(15);
  });

  it('skip sets A1 and onboarding completed', () => {
    expect(skipQuickStart()).toEqual({ proficiencyLevel: 'A1', onboardingCompleted: true });
  });
});
