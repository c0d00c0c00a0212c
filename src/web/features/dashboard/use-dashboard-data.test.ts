// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../../contracts/dashboard';
import type { UserDocument } from '../../../contracts/user';
import { cacheUser } from '../../lib/offline/cache';
import { offlineDashboard } from './use-dashboard-data';

const user = {
  uid: 'learner-1',
  preferences: {},
  dailyTargets: [],
  learningStreak: 0,
  lastActiveDate: null,
  timeZone: 'UTC',
  vocabularyReviewsDue: 10,
} as unknown as UserDocument;
const snapshot = {
  dueCount: 10,
  dailyGoal: { minutes: 10, todayMinutes: 0, percent: 0 },
  retake: { canRetake: true, nextAvailableDate: null, daysSinceLastAssessment: null },
} as unknown as DashboardResponse;
const now = new Date('2026-03-02T10:00:00Z');

describe('the offline dashboard', () => {
  beforeEach(() => localStorage.clear());

  it('counts cards answered offline as no longer due', () => {
    cacheUser(user, snapshot);
    expect(offlineDashboard(user, now).dueCount).toBe(10);
    expect(offlineDashboard(user, now, 1).dueCount).toBe(9);
    expect(offlineDashboard(user, now, 12).dueCount).toBe(0);
  });

  it('does the same from the user document when no figures were cached', () => {
    expect(offlineDashboard(user, now, 3).dueCount).toBe(7);
  });
});
