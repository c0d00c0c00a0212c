import type { UserDocument } from '../../../contracts/user';
import { USER_DOCUMENT_DEFAULTS } from '../../../domain/account/user-document';
import type { UserRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Database row -> API document (rows are never the contract). */
export function toUserDocument(row: UserRow): UserDocument {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isEmailVerified: row.isEmailVerified,
    lessonsCompleted: row.lessonsCompleted,
    wordsLearned: row.wordsLearned,
    onboardingCompleted: row.onboardingCompleted ?? USER_DOCUMENT_DEFAULTS.onboardingCompleted,
    assessmentCompleted: row.assessmentCompleted ?? USER_DOCUMENT_DEFAULTS.assessmentCompleted,
    learningStreak: row.learningStreak ?? USER_DOCUMENT_DEFAULTS.learningStreak,
    vocabularyReviewsDue: row.vocabularyReviewsDue ?? USER_DOCUMENT_DEFAULTS.vocabularyReviewsDue,
    lastActiveDate: iso(row.lastActiveDate),
    lastLoginAt: iso(row.lastLoginAt),
    trialEndsAt: iso(row.trialEndsAt),
    subscriptionEndsAt: iso(row.subscriptionEndsAt),
    subscriptionCancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
    learningMotivations: row.learningMotivations,
    interests: row.interests,
    improvementGoals: row.improvementGoals,
    dailyGoal: row.dailyGoal ?? null,
    proficiencyLevel: row.proficiencyLevel,
    targetLanguage: row.targetLanguage,
    nativeLanguage: row.nativeLanguage,
    stripeCustomerId: row.stripeCustomerId,
    subscriptionStatus: row.subscriptionStatus,
    preferences: row.preferences,
    dailyTargets: row.dailyTargets,
    timeZone: row.timeZone,
  };
}
