import type { DashboardResponse } from '../../../contracts/dashboard';
import { isLevel, type Level } from '../../../domain/levels';
import { nextLesson, placementLevel, unlockingIds } from '../../../domain/lessons';
import { retakeEligibility } from '../../../domain/retake';
import { currentStreak, isValidTimeZone } from '../../../domain/streak';
import { dailyGoalPercent, practiceMinutes } from '../../../domain/practice';
import { readSettings } from '../../../contracts/settings';
import {
  addRateFromCount,
  reviewAccuracy,
  velocityFromCount,
  VELOCITY_WINDOW_DAYS,
} from '../../../domain/vocabulary-stats';
import { DAY_MS } from '../../../domain/time';
import { CURRICULUM } from '../../../content/lessons';
import { buildChart, chartWindowStart, lastSevenDates } from './chart';
import type { DashboardRepository } from './repository';

type Scoring = Record<string, unknown>;

/** Per-skill suggested levels of a full assessment's scoring, or null if any is missing. */
function skillLevels(scoring: Scoring | undefined): DashboardResponse['proficiency']['skillLevels'] {
  const level = (skill: string): Level | null => {
    const value = (scoring?.[skill] as { suggestedLevel?: unknown } | undefined)?.suggestedLevel;
    return isLevel(value) ? value : null;
  };
  const vocabulary = level('vocabulary');
  const grammar = level('grammar');
  const comprehension = level('comprehension');
  return vocabulary && grammar && comprehension ? { vocabulary, grammar, comprehension } : null;
}

/** The course's active lessons with what the unlocking rules need: read once, from the content. */
const ACTIVE_LESSONS = CURRICULUM.filter((l) => l.isActive).map((l) => ({
  id: l.id,
  title: l.title,
  esTitle: l.es?.title ?? null,
  level: l.level,
  order: l.order,
  prerequisites: l.prerequisites,
  isActive: l.isActive,
}));

/** Everything the dashboard shows (product.md#dashboard, product.md#dashboard-figures). */
export function createDashboardService(repo: DashboardRepository) {
  return {
    async get(userId: string, now: Date): Promise<DashboardResponse> {
      const windowStart = new Date(now.getTime() - VELOCITY_WINDOW_DAYS * DAY_MS);
      const found = await repo.overview(userId, now, windowStart);
      const user = found?.user;
      const timeZone = user && isValidTimeZone(user.timeZone) ? user.timeZone : 'UTC';
      const chart = await repo.chart(userId, chartWindowStart(now), timeZone);
      const counters = found?.counters ?? { learning: 0, mastered: 0, needsReview: 0, total: 0 };
      const vocab = {
        ...counters,
        reviewedWords: found?.counters.reviewedWords ?? 0,
        timesReviewed: found?.counters.timesReviewed ?? 0,
        correctReviews: found?.counters.correctReviews ?? 0,
        due: found?.due ?? 0,
      };
      const createdInWindow = found?.createdInWindow ?? 0;
      const talk = found?.conversations ?? { count: 0, seconds: 0 };
      const assessments = {
        latest: found?.latest,
        latestFull: found?.latestFull,
        total: found?.assessments ?? 0,
      };
      const placement = placementLevel((found?.assessedLevels ?? []).filter(isLevel));
      const next = nextLesson(
        ACTIVE_LESSONS,
        unlockingIds(ACTIVE_LESSONS, found?.completedIds ?? [], placement),
      );
      const reviews = chart.reviews;
      const practice = chart.practice;
      const dates = lastSevenDates(now, timeZone);
      const practised = (date: string) => practice.find((p) => p.day === date)?.value ?? 0;
      const todaySeconds = practised(dates.at(-1)!);
      const weekSeconds = dates.reduce((sum, date) => sum + practised(date), 0);
      // The goal the settings show: the document's dailyGoal, else its daily_minutes target.
      const goalMinutes = readSettings({
        preferences: {},
        dailyGoal: user?.dailyGoal ?? null,
        dailyTargets: user?.dailyTargets ?? [],
      }).dailyGoal;

      const { latest, latestFull } = assessments;
      const retake = retakeEligibility(latestFull?.completedAt ?? null, now);
      const profileLevel = user?.proficiencyLevel;
      return {
        generatedAt: now.toISOString(),
        // The streak as it stands: one a day without practice has broken reads 0.
        streak: user
          ? currentStreak(
              { learningStreak: user.learningStreak ?? 0, lastActiveDate: user.lastActiveDate },
              now,
              timeZone,
            )
          : 0,
        words: vocab.total,
        dueCount: vocab.due,
        practiceMinutes: practiceMinutes(weekSeconds),
        dailyGoal: {
          minutes: goalMinutes,
          todayMinutes: practiceMinutes(todaySeconds),
          percent: dailyGoalPercent(todaySeconds, goalMinutes),
        },
        conversations: { count: talk.count, totalSeconds: talk.seconds },
        statusBreakdown: {
          learning: vocab.learning,
          mastered: vocab.mastered,
          needs_review: vocab.needsReview,
          total: vocab.total,
        },
        // The domain's rules over the counted words (tests hold these to the domain functions).
        learningVelocity: velocityFromCount(createdInWindow),
        recentAddRate: addRateFromCount(createdInWindow, VELOCITY_WINDOW_DAYS),
        // The spec's rule over the summed counts: one aggregate item gives the same ratio.
        reviewAccuracy: reviewAccuracy([
          { timesReviewed: vocab.timesReviewed, correctReviews: vocab.correctReviews },
        ]),
        reviewedWords: vocab.reviewedWords,
        lastSevenDays: buildChart(dates, reviews, practice),
        proficiency: {
          currentLevel: isLevel(profileLevel)
            ? profileLevel
            : isLevel(latest?.overallLevel)
              ? latest.overallLevel
              : null,
          lastAssessmentDate: latest ? latest.completedAt.toISOString() : null,
          skillLevels: skillLevels(latestFull?.scoring),
          confidence: latest ? latest.confidence : null,
          totalAssessments: assessments.total,
          // The quick check counts too: "Last assessed" says how long ago.
          daysSinceLastAssessment: latest
            ? Math.max(0, Math.floor((now.getTime() - latest.completedAt.getTime()) / DAY_MS))
            : null,
          hasFullAssessment: latestFull !== null && latestFull !== undefined,
        },
        retake: {
          canRetake: retake.canRetake,
          nextAvailableDate: retake.nextAvailableDate ? retake.nextAvailableDate.toISOString() : null,
          daysSinceLastAssessment: retake.daysSinceLastAssessment,
        },
        nextLesson: next
          ? {
              id: next.id,
              title: next.title,
              level: next.level,
              es: next.esTitle ? { title: next.esTitle } : null,
            }
          : null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
