import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  CONVERSATION_SECONDS_PER_TURN,
  REVIEW_ANSWER_CAP_SECONDS,
  REVIEW_SITTING_GAP_SECONDS,
} from '../../../domain/practice';
import { dueCount } from '../vocabulary/due-count';
import { authUser, users, vocabularyCounters } from '../../db/schema';

const int = (value: unknown): number => Number(value ?? 0);
const userId = sql.placeholder('userId');
const now = sql.placeholder('now');

interface LatestAssessment {
  overallLevel: string;
  confidence: number;
  completedAt: string;
  scoring: Record<string, unknown>;
}

/**
 * The dashboard's reads in two statements, both prepared once. Nothing here
 * reads every word: status figures come from the counters kept on write (ADR 0012), the due and
 * 7-day counts are ranges of the (user, due) and (user, created) indexes.
 */
export function createDashboardRepository(db: Database) {
  const latest = (onlyFull: boolean) => sql<LatestAssessment | null>`(
    select json_build_object('overallLevel', a.overall_level, 'confidence', a.confidence,
      'completedAt', a.completed_at, 'scoring', a.scoring)
    from assessment_results a where a.user_id = ${userId} ${onlyFull ? sql`and not a.is_quick_assessment` : sql``}
    order by a.completed_at desc limit 1)`;
  const overview = db
    .select({
      found: sql<boolean>`${users.uid} is not null`,
      learningStreak: users.learningStreak,
      lastActiveDate: users.lastActiveDate,
      dailyGoal: users.dailyGoal,
      dailyTargets: users.dailyTargets,
      timeZone: users.timeZone,
      proficiencyLevel: users.proficiencyLevel,
      learning: vocabularyCounters.learning,
      mastered: vocabularyCounters.mastered,
      needsReview: vocabularyCounters.needsReview,
      total: vocabularyCounters.total,
      reviewedWords: vocabularyCounters.reviewedWords,
      timesReviewed: vocabularyCounters.timesReviewed,
      correctReviews: vocabularyCounters.correctReviews,
      due: dueCount(userId, now),
      createdInWindow: sql<number>`(select count(*) from vocabulary v
        where v.user_id = ${userId} and v.created_at >= ${sql.placeholder('windowStart')} and v.created_at <= ${now})`,
      conversations: sql<number>`(select count(*) from conversations c where c.user_id = ${userId})`,
      conversationSeconds: sql<number>`(select coalesce(sum(c.duration), 0) from conversations c where c.user_id = ${userId})`,
      latest: latest(false),
      latestFull: latest(true),
      assessments: sql<number>`(select count(*) from assessment_results a where a.user_id = ${userId})`,
      completedIds: sql<string[]>`(select coalesce(json_agg(p.lesson_id), '[]'::json) from lesson_progress p
        where p.user_id = ${userId})`,
      // Every level assessed: the highest places the learner in the course (lower lessons tested out).
      assessedLevels: sql<string[]>`(select coalesce(json_agg(distinct a.overall_level), '[]'::json)
        from assessment_results a where a.user_id = ${userId})`,
    })
    .from(authUser)
    .leftJoin(users, eq(users.uid, authUser.id))
    .leftJoin(vocabularyCounters, eq(vocabularyCounters.userId, authUser.id))
    .where(eq(authUser.id, userId))
    .prepare('dashboard_overview');

  // Reviews and practice seconds per local calendar day (YYYY-MM-DD in the zone) since `since`.
  // Practice is the domain's (domain/practice.ts, held to it by tests/integration/practice.test.ts):
  // a review counts the gap since the learner's previous answer, capped, and nothing after a
  // pause that starts a new sitting; a conversation its duration, capped by the learner's turns.
  const tz = sql.placeholder('timeZone');
  const since = sql.placeholder('since');
  const cap = sql.raw(String(REVIEW_ANSWER_CAP_SECONDS));
  const sitting = sql.raw(String(REVIEW_SITTING_GAP_SECONDS));
  const perTurn = sql.raw(String(CONVERSATION_SECONDS_PER_TURN));
  const chart = db
    .select({
      kind: sql<'reviews' | 'practice'>`kind`,
      day: sql<string>`day`,
      value: sql<number>`sum(value)`,
    })
    .from(
      sql`(select 'reviews' as kind, to_char(r.reviewed_at at time zone ${tz}, 'YYYY-MM-DD') as day,
          1 as value
        from (select reviewed_at, extract(epoch from reviewed_at - lag(reviewed_at) over (order by reviewed_at)) as gap
          from vocabulary_reviews where user_id = ${userId} and reviewed_at >= ${since}) r
      union all
      select 'practice', to_char(r.reviewed_at at time zone ${tz}, 'YYYY-MM-DD'),
          case when r.gap is null or r.gap < 0 or r.gap > ${sitting} then 0 else least(r.gap, ${cap}) end
        from (select reviewed_at, extract(epoch from reviewed_at - lag(reviewed_at) over (order by reviewed_at)) as gap
          from vocabulary_reviews where user_id = ${userId} and reviewed_at >= ${since}) r
      union all
      select 'practice', to_char(c.timestamp at time zone ${tz}, 'YYYY-MM-DD'),
          case when c.user_responses > 0 then least(c.duration, c.user_responses * ${perTurn}) else 0 end
        from conversations c where c.user_id = ${userId} and c.timestamp >= ${since}) as days`,
    )
    .groupBy(sql`kind, day`)
    .prepare('dashboard_chart');

  return {
    /** The user document's figures, the vocabulary counters and every count the dashboard shows. */
    async overview(id: string, at: Date, windowStart: Date) {
      const [row] = await overview.execute({ userId: id, now: at, windowStart });
      if (!row) return undefined;
      const parse = (value: LatestAssessment | null | string) => {
        const a = typeof value === 'string' ? (JSON.parse(value) as LatestAssessment) : value;
        return a ? { ...a, completedAt: new Date(a.completedAt) } : undefined;
      };
      // PGlite hands json back as text, node-postgres as a value.
      const json = (value: string[] | string): string[] =>
        typeof value === 'string' ? JSON.parse(value) : value;
      return {
        user: row.found
          ? {
              learningStreak: row.learningStreak,
              lastActiveDate: row.lastActiveDate,
              dailyGoal: row.dailyGoal,
              dailyTargets: row.dailyTargets ?? [],
              timeZone: row.timeZone ?? 'UTC',
              proficiencyLevel: row.proficiencyLevel,
            }
          : undefined,
        counters: {
          learning: int(row.learning),
          mastered: int(row.mastered),
          needsReview: int(row.needsReview),
          total: int(row.total),
          reviewedWords: int(row.reviewedWords),
          timesReviewed: int(row.timesReviewed),
          correctReviews: int(row.correctReviews),
        },
        due: int(row.due),
        createdInWindow: int(row.createdInWindow),
        conversations: { count: int(row.conversations), seconds: int(row.conversationSeconds) },
        latest: parse(row.latest),
        latestFull: parse(row.latestFull),
        assessments: int(row.assessments),
        completedIds: json(row.completedIds),
        assessedLevels: json(row.assessedLevels),
      };
    },

    async chart(id: string, from: Date, timeZone: string) {
      const rows = await chart.execute({ userId: id, since: from, timeZone });
      const pick = (kind: string) =>
        rows.filter((r) => r.kind === kind).map((r) => ({ day: r.day, value: int(r.value) }));
      return { reviews: pick('reviews'), practice: pick('practice') };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
