import type { UserDocument } from '../../../src/contracts/user';
import type { VocabularyItem } from '../../../src/contracts/vocabulary';

/** Response bodies that satisfy the contracts, so the web client's parsing accepts them. */
export function aUser(patch: Partial<UserDocument> = {}): UserDocument {
  return {
    uid: 'user-1',
    email: 'ana@example.com',
    displayName: 'Ana',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    isEmailVerified: true,
    lessonsCompleted: 0,
    wordsLearned: 0,
    onboardingCompleted: true,
    assessmentCompleted: true,
    learningStreak: 0,
    vocabularyReviewsDue: 0,
    lastActiveDate: null,
    lastLoginAt: null,
    trialEndsAt: null,
    subscriptionEndsAt: null,
    subscriptionCancelAtPeriodEnd: false,
    learningMotivations: [],
    interests: [],
    improvementGoals: [],
    dailyGoal: null,
    proficiencyLevel: 'A1',
    targetLanguage: 'es',
    nativeLanguage: 'en',
    stripeCustomerId: null,
    subscriptionStatus: 'trialing',
    preferences: {},
    dailyTargets: [],
    timeZone: 'UTC',
    ...patch,
  };
}

export function aCard(
  id: string,
  word: string,
  translation: string,
  patch: Partial<VocabularyItem> = {},
): VocabularyItem {
  return {
    id,
    userId: 'user-1',
    word,
    translation,
    context: `Tengo ${word}.`,
    difficulty: 2,
    category: 'general',
    definition: '',
    status: 'learning',
    timesReviewed: 0,
    correctReviews: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    lastReviewed: null,
    nextReviewDue: '2026-11-01T10:00:00.000Z',
    interval: 0,
    easeFactor: 2.5,
    consecutiveCorrect: 0,
    lastReviewResult: null,
    kind: 'word',
    fsrs: null,
    ...patch,
  };
}
