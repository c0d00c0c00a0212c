import { describe, expect, it } from 'vitest';
import { completeOnboardingData } from '../../../domain/onboarding/fixtures';
import { emptyOnboardingData, type OnboardingData } from '../../../domain/onboarding';
import type { UserDocument } from '../../../contracts/user';
import { initialFlow, onboardingFlowReducer, type OnboardingFlowState } from './onboarding-flow';

const full = completeOnboardingData();
const at = (
  step: OnboardingFlowState['step'],
  view: OnboardingFlowState['view'],
  data: OnboardingData = full,
) => ({
  step,
  view,
  data,
});

const profile = (fields: Partial<UserDocument>) =>
  ({
    onboardingCompleted: false,
    learningMotivations: [],
    interests: [],
    dailyGoal: null,
    proficiencyLevel: null,
    ...fields,
  }) as UserDocument;

describe('onboarding flow', () => {
  it.each([
    [at(1, 'select'), at(2, 'select')],
    [at(2, 'select'), at(2, 'confirm')],
    [at(2, 'confirm'), at(3, 'select')],
    [at(3, 'select'), at(4, 'select')],
    [at(4, 'select'), at(4, 'solution')],
    [at(4, 'solution'), at(5, 'select')],
    [at(5, 'select'), at(6, 'select')],
    [at(6, 'select'), at(6, 'summary')],
  ])('continue from %j goes to %j', (from, to) => {
    expect(onboardingFlowReducer(from, { type: 'continue' })).toEqual(to);
  });

  it('does not continue until the step minimum is met (1 goal, 3 interests, 1 improvement goal)', () => {
    const twoInterests = { ...full, interests: full.interests.slice(0, 2) };
    expect(onboardingFlowReducer(at(2, 'select', twoInterests), { type: 'continue' }).view).toBe('select');
    const none = emptyOnboardingData();
    for (const step of [1, 3, 4, 5, 6] as const) {
      expect(onboardingFlowReducer(at(step, 'select', none), { type: 'continue' })).toEqual(
        at(step, 'select', none),
      );
    }
  });

  it('goes back one step, or from a confirmation to its choices, never before step 1', () => {
    expect(onboardingFlowReducer(at(3, 'select'), { type: 'back' })).toEqual(at(2, 'select'));
    expect(onboardingFlowReducer(at(2, 'confirm'), { type: 'back' })).toEqual(at(2, 'select'));
    expect(onboardingFlowReducer(at(1, 'select'), { type: 'back' })).toEqual(at(1, 'select'));
  });

  it('locks the selection in the confirmation and summary views', () => {
    const changed = { ...full, interests: [] };
    expect(onboardingFlowReducer(at(2, 'confirm'), { type: 'update', data: changed }).data).toBe(full);
    expect(onboardingFlowReducer(at(6, 'summary'), { type: 'update', data: changed }).data).toBe(full);
  });

  it('restart returns to step 1 with nothing chosen', () => {
    expect(onboardingFlowReducer(at(6, 'summary'), { type: 'restart' })).toEqual(
      at(1, 'select', emptyOnboardingData()),
    );
  });

  it('opens the summary for complete stored data, resumes at the first open step otherwise', () => {
    expect(initialFlow(full, null).view).toBe('summary');
    const partial = { ...full, spanishLevel: null, improvementGoals: [], improvementDetails: [] };
    expect(initialFlow(partial, null)).toEqual(at(5, 'select', partial));
    expect(initialFlow(null, null)).toEqual(at(1, 'select', emptyOnboardingData()));
  });

  it('opens the summary from a profile with onboarding complete and preferences', () => {
    const user = profile({
      onboardingCompleted: true,
      learningMotivations: ['travel'],
      interests: ['food', 'culture', 'dating'],
      dailyGoal: { minutes: 15, type: 'time' },
      proficiencyLevel: 'B1',
      improvementGoals: ['pronunciation', 'listening'],
    });
    const flow = initialFlow(null, user);
    expect(flow.view).toBe('summary');
    expect(flow.data).toMatchObject({
      goals: ['travel'],
      interests: ['food', 'culture', 'dating'],
      dailyGoal: { id: 'serious', value: 15 },
      spanishLevel: 'b1',
      // The focus areas come back with the rest of the profile.
      improvementGoals: ['pronunciation', 'listening'],
    });
    expect(initialFlow(null, profile({ onboardingCompleted: true })).view).toBe('select');
  });
});
