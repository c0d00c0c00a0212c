import type { DashboardResponse } from '../../../contracts/dashboard';
import { isLevel, type Level } from '../../../domain/levels';
import { nextLesson } from '../../../domain/lessons';
import { retakeEligibility } from '../../../domain/retake';
import { isValidTimeZone } from '../../../domain/streak';
import { reviewAccuracy, roundTo1, VELOCITY_WINDOW_DAYS } from '../../../domain/vocabulary-stats';
import { buildChart, chartWindowStart, lastSevenDates } from './chart';
import type { DashboardRepository } from './repository';
import { createVocabularyFigures } from './vocabulary-figures';
import type { FiguresCache } from '../vocabulary/figures-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Everything the dashboard shows (spec doc 1 §2 Dashboard, §3 "Dashboard data"). */
export function createDashboardService(repo: DashboardRepository, cache: FiguresCache) {
  const vocabularyFigures = createVocabularyFigures(repo, cache);
  return {
    async get(userId: string, now: Date): Promise<DashboardResponse> {
      const user = await repo.user(userId);
      const timeZone = user && isValidTimeZone(user.timeZone) ? user.timeZone : 'UTC';
      const windowStart = new Date(now.getTime() - VELOCITY_WINDOW_DAYS * DAY_MS);
      const since = chartWindowStart(now);
      const [{ figures: vocab, version }, talk, reviews, practice, assessments, lessonState] =
        await Promise.all([
          vocabularyFigures(userId, user?.version, now, windowStart),
          repo.conversationTotals(userId),
          repo.reviewsByDay(userId, since, timeZone),
          repo.practiceByDay(userId, since, timeZone),
          repo.assessments(userId),
          repo.lessonState(userId),
        ]);

      const completed = new Set(lessonState.completedIds);
      // A row with a level this version does not know cannot be placed in the course: skip it.
      const known = lessonState.lessons.flatMap((l) => (isLevel(l.level) ? [{ ...l, level: l.level }] : []));
      const next = nextLesson(known, completed);
      const lessonsCompleted = known.filter((l) => completed.has(l.id)).length;
      if (
        user &&
        version !== undefined &&
        (user.wordsLearned !== vocab.total ||
          user.vocabularyReviewsDue !== vocab.due ||
          user.lessonsCompleted !== lessonsCompleted)
      ) {
        // Only if the row is still at the version the figures are exact for: a write in between
        // is never hidden from the figures cache, and our own write keeps the cache valid.
        const moved = await repo.syncCounters(userId, version, {
          wordsLearned: vocab.total,
          vocabularyReviewsDue: vocab.due,
          lessonsCompleted,
        });
        if (moved) cache.apply(userId, version, moved, []);
      }

      const { latest, latestFull } = assessments;
      const retake = retakeEligibility(latestFull?.completedAt ?? null, now);
      const profileLevel = user?.proficiencyLevel;
      return {
        generatedAt: now.toISOString(),
        streak: user?.learningStreak ?? 0,
        words: vocab.total,
        dueCount: vocab.due,
        practiceMinutes: Math.round(talk.seconds / 60),
        conversations: { count: talk.count, totalSeconds: talk.seconds },
        statusBreakdown: {
          learning: vocab.learning,
          mastered: vocab.mastered,
          needs_review: vocab.needsReview,
          total: vocab.total,
        },
        learningVelocity: vocab.createdInWindow,
        recentAddRate: roundTo1(vocab.createdInWindow / VELOCITY_WINDOW_DAYS),
        // The spec's rule over the summed counts: one aggregate item gives the same ratio.
        reviewAccuracy: reviewAccuracy([
          { timesReviewed: vocab.timesReviewed, correctReviews: vocab.correctReviews },
        ]),
        reviewedWords: vocab.reviewedWords,
        lastSevenDays: buildChart(lastSevenDates(now, timeZone), reviews, practice),
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
          // The quick check counts too: "Last assessed" says how long ago (issue 15 item 11).
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
