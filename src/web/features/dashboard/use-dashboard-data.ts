import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { readSettings } from '../../../contracts/settings';
import type { UserDocument } from '../../../contracts/user';
import { SETTINGS_DEFAULTS } from '../../../domain/settings';
import { currentStreak } from '../../../domain/streak';
import { cacheUser, readCachedUser } from '../../lib/offline/cache';
import { usePendingReviews } from '../../lib/offline/pending-reviews';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { cacheDueCards, dashboardQuery } from './api';

/**
 * Offline (product.md#dashboard-figures): the cached figures, or zeros where nothing was cached,
 * with the user document's own counters. A retake cannot start offline, but the cached cooldown
 * still reads as the cooldown, not as a disabled Retake. Cards answered offline
 * (`reviewedOffline`, waiting to sync) are no longer due: the cached count drops by them.
 */
export function offlineDashboard(
  user: UserDocument | null,
  now: Date,
  reviewedOffline = 0,
): DashboardResponse {
  const cached = readCachedUser();
  const snapshot = cached && (!user || cached.uid === user.uid) ? cached.dashboard : undefined;
  const goal = {
    minutes: user ? readSettings(user).dailyGoal : SETTINGS_DEFAULTS.dailyGoal,
    todayMinutes: 0,
    percent: 0,
  };
  const base: DashboardResponse = snapshot ?? {
    generatedAt: now.toISOString(),
    streak: user
      ? currentStreak(
          {
            learningStreak: user.learningStreak,
            lastActiveDate: user.lastActiveDate ? new Date(user.lastActiveDate) : null,
          },
          now,
          user.timeZone,
        )
      : 0,
    words: user?.wordsLearned ?? 0,
    dueCount: user?.vocabularyReviewsDue ?? 0,
    practiceMinutes: 0,
    dailyGoal: goal,
    conversations: { count: 0, totalSeconds: 0 },
    statusBreakdown: { learning: 0, mastered: 0, needs_review: 0, total: 0 },
    learningVelocity: 0,
    recentAddRate: 0,
    reviewAccuracy: 0,
    reviewedWords: 0,
    lastSevenDays: [],
    proficiency: {
      currentLevel: null,
      lastAssessmentDate: null,
      skillLevels: null,
      confidence: null,
      totalAssessments: 0,
      daysSinceLastAssessment: null,
      hasFullAssessment: false,
    },
    retake: { canRetake: false, nextAvailableDate: null, daysSinceLastAssessment: null },
    nextLesson: null,
  };
  const until = base.retake.nextAvailableDate;
  const cooling = until !== null && new Date(until).getTime() > now.getTime();
  return {
    ...base,
    // Each queued answer is a due card answered once (the review session shows a card once).
    dueCount: Math.max(0, base.dueCount - reviewedOffline),
    // A snapshot cached before the daily goal existed has none: show the goal with nothing measured.
    dailyGoal: base.dailyGoal ?? goal,
    retake: { ...base.retake, canRetake: !cooling, nextAvailableDate: cooling ? until : null },
  };
}

/** Fresh figures online (and cached for later); cached ones offline (product.md#dashboard-figures). */
export function useDashboardData(user: UserDocument | null) {
  const online = useOnlineStatus();
  const query = useQuery({ ...dashboardQuery, enabled: online });
  const { waiting } = usePendingReviews();

  useEffect(() => {
    if (!online || !query.data || !user) return;
    cacheUser(user, query.data);
    if (query.data.dueCount > 0) void cacheDueCards();
  }, [online, query.data, user]);

  if (!online) {
    return {
      data: offlineDashboard(user, new Date(), waiting),
      isLoading: false,
      isError: false,
      offline: true,
      refetch: query.refetch,
    };
  }
  return {
    data: query.data,
    isLoading: query.isPending,
    isError: query.isError,
    offline: false,
    refetch: query.refetch,
  };
}
