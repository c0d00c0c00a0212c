import { describe, expect, it } from 'vitest';
import { completeOnboardingData } from './fixtures';
import {
  IncompleteOnboardingError,
  hasStudyPlan,
  levelFromOption,
  profileFromOnboarding,
  studyPlanSummary,
} from './plan';
import { dailyGoalChoice } from './selection';
import { emptyOnboardingData } from './types';

describe('studyPlanSummary', () => {
  it('summarises a completed questionnaire', () => {
    expect(studyPlanSummary(completeOnboardingData())).toEqual({
      levelNumber: 2,
      levelName: 'Speak with Everyone',
      dailyMinutes: 10,
      weeklyMinutes: 70,
      topics: ['Food', 'Business', 'Culture'],
      motivation: 'Work',
      goals: ['Work', 'Travel'],
      focus: ['Listening', 'Speaking confidence'],
      wordsPerWeek: 70,
    });
  });

  it.each([
    ['a0', 0, 'First Steps'],
    ['b1', 3, 'Express Yourself'],
    ['b2', 4, 'Think in Spanish'],
    ['c1', 5, 'Master Spanish'],
    ['c2', 6, 'Native-Like Fluency'],
  ] as const)('level %s is plan level %i, %s', (id, n, name) => {
    expect(studyPlanSummary({ ...completeOnboardingData(), spanishLevel: id })).toMatchObject({
      levelNumber: n,
      levelName: name,
    });
  });

  it('estimates about 100 words a week at 15 minutes a day', () => {
    const summary = studyPlanSummary({ ...completeOnboardingData(), dailyGoal: dailyGoalChoice('serious') });
    expect(summary).toMatchObject({ weeklyMinutes: 105, wordsPerWeek: 105 });
  });

  it('takes the top goal by priority as the motivation', () => {
    const data = completeOnboardingData();
    const reordered = {
      ...data,
      goalDetails: [...data.goalDetails].reverse().map((d, i) => ({ ...d, priority: i + 1 })),
    };
    expect(studyPlanSummary(reordered).motivation).toBe('Travel');
  });

  it('falls back on the plain id lists of older stored data without details', () => {
    const older = {
      ...completeOnboardingData(),
      goalDetails: [],
      interestDetails: [],
      improvementDetails: [],
    };
    expect(studyPlanSummary(older)).toMatchObject({
      topics: ['Food', 'Business', 'Culture'],
      motivation: 'Work',
      goals: ['Work', 'Travel'],
      focus: ['Listening', 'Speaking confidence'],
    });
  });

  it('reads missing answers as level 0 and no minutes', () => {
    expect(studyPlanSummary(emptyOnboardingData())).toMatchObject({
      levelNumber: 0,
      levelName: 'First Steps',
      dailyMinutes: 0,
      motivation: null,
      topics: [],
    });
  });
});

describe('profileFromOnboarding', () => {
  it('maps onboarding answers to profile fields', () => {
    expect(profileFromOnboarding(completeOnboardingData())).toEqual({
      learningMotivations: ['work', 'travel'],
      interests: ['food', 'business', 'culture'],
      improvementGoals: ['listening', 'confidence'],
      dailyGoal: { minutes: 10, type: 'time' },
      proficiencyLevel: 'A2',
    });
  });

  it.each([
    ['a0', 'A0'],
    ['a1', 'A1'],
    ['b2', 'B2'],
    ['c2', 'C2'],
  ] as const)('maps %s to %s', (id, level) => {
    expect(levelFromOption(id)).toBe(level);
  });

  it('refuses incomplete data with a typed error', () => {
    expect(() => profileFromOnboarding({ ...completeOnboardingData(), interests: ['food'] })).toThrow(
      IncompleteOnboardingError,
    );
    const error = new IncompleteOnboardingError();
    expect(error.name).toBe('IncompleteOnboardingError');
    expect(error.message).toBe('Onboarding data is incomplete');
  });
});

describe('emptyOnboardingData', () => {
  it('has nothing chosen and the chat not tried', () => {
    expect(emptyOnboardingData()).toEqual({
      goals: [],
      goalDetails: [],
      interests: [],
      interestDetails: [],
      dailyGoal: null,
      spanishLevel: null,
      mainObstacle: null,
      improvementGoals: [],
      improvementDetails: [],
      hasTriedChat: false,
    });
  });
});

describe('hasStudyPlan', () => {
  it('needs the saved answers, not only the completed flag a quick-start skip sets', () => {
    expect(hasStudyPlan({ learningMotivations: ['travel'], dailyGoal: { minutes: 5 } })).toBe(true);
    expect(hasStudyPlan({ learningMotivations: [], dailyGoal: null })).toBe(false);
    expect(hasStudyPlan({ learningMotivations: ['travel'], dailyGoal: null })).toBe(false);
    expect(hasStudyPlan({ learningMotivations: [], dailyGoal: { minutes: 15 } })).toBe(false);
  });
});
