import { and, count, desc, eq, getTableColumns, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentResults,
  conversations,
  lessonProgress,
  lessons,
  users,
  vocabulary,
  vocabularyReviews,
} from '../../db/schema';
import { emptyStatusFigures } from '../vocabulary/figures-cache';

const int = (value: unknown): number => Number(value ?? 0);

interface SnapshotRow {
  version: string | null;
  status: string | null;
  words: unknown;
  reviewed_words: unknown;
  times_reviewed: unknown;
  correct_reviews: unknown;
  due: unknown;
}
// The time zone is a query parameter, so the select's and a repeated GROUP BY's expressions would
// differ ($1 vs $4) and PostgreSQL would refuse them: group by position instead.
const BY_FIRST_COLUMN = sql`1`;

/** The dashboard's reads: each one an aggregate the database computes (issue 5 "indexed aggregates"). */
export function createDashboardRepository(db: Database) {
  return {
    /**
     * The user document and its row version (PostgreSQL's xmin: it changes with every update of
     * the row). Vocabulary writes touch the row in the same transaction, so an unchanged version
     * means the status figures cached for it still hold.
     */
    async user(userId: string) {
      const [row] = await db
        .select({ ...getTableColumns(users), version: sql<string>`${users}.xmin::text` })
        .from(users)
        .where(eq(users.uid, userId))
        .limit(1);
      return row;
    },

    /**
     * Status breakdown, review sums and due count, with the user row's version, all from one
     * statement and so from one snapshot: the figures are exactly those of that version, which
     * is what lets the figures cache keep them (vocabulary/figures-cache.ts). The one part of
     * the dashboard that reads every row of the learner.
     */
    async statusSnapshot(userId: string, now: Date) {
      const result = await db.execute(sql`
        select (select ${users}.xmin::text from ${users} where ${users.uid} = ${userId}) as version,
          v.status,
          count(v.id) as words,
          count(v.id) filter (where v.times_reviewed > 0) as reviewed_words,
          coalesce(sum(v.times_reviewed) filter (where v.times_reviewed > 0), 0) as times_reviewed,
          coalesce(sum(v.correct_reviews) filter (where v.times_reviewed > 0), 0) as correct_reviews,
          count(v.id) filter (where v.next_review_due <= ${now}) as due
        from (select 1) as one
        left join ${vocabulary} as v on v.user_id = ${userId}
        group by v.status`);
      // Both drivers answer raw SQL with { rows }; counts may arrive as strings (bigint).
      const rows = (result as unknown as { rows: SnapshotRow[] }).rows;
      const status = emptyStatusFigures();
      let due = 0;
      let version: string | undefined;
      for (const row of rows) {
        version = row.version ?? undefined;
        const words = int(row.words);
        if (words === 0) continue;
        // Unknown statuses (older data) count as learning, as the API shows them.
        if (row.status === 'mastered') status.mastered += words;
        else if (row.status === 'needs_review') status.needsReview += words;
        else status.learning += words;
        status.total += words;
        status.reviewedWords += int(row.reviewed_words);
        status.timesReviewed += int(row.times_reviewed);
        status.correctReviews += int(row.correct_reviews);
        due += int(row.due);
      }
      return { version, status, due };
    },

    /** Cards due in (after, until]; all due cards when `after` is null. Index-only on (user, due). */
    async countDue(userId: string, after: Date | null, until: Date): Promise<number> {
      const v = vocabulary;
      const range = after
        ? and(gt(v.nextReviewDue, after), lte(v.nextReviewDue, until))
        : lte(v.nextReviewDue, until);
      const [row] = await db
        .select({ n: count() })
        .from(v)
        .where(and(eq(v.userId, userId), range));
      return int(row?.n);
    },

    /** Words created in [from, to]. Index-only on (user, created). */
    async countCreated(userId: string, from: Date, to: Date): Promise<number> {
      const v = vocabulary;
      const [row] = await db
        .select({ n: count() })
        .from(v)
        .where(and(eq(v.userId, userId), gte(v.createdAt, from), lte(v.createdAt, to)));
      return int(row?.n);
    },

    async conversationTotals(userId: string) {
      const [row] = await db
        .select({ count: count(), seconds: sql<number>`coalesce(sum(${conversations.duration}), 0)` })
        .from(conversations)
        .where(eq(conversations.userId, userId));
      return { count: int(row?.count), seconds: int(row?.seconds) };
    },

    /** Reviews per local calendar day (YYYY-MM-DD in `timeZone`) since `since`. */
    async reviewsByDay(userId: string, since: Date, timeZone: string) {
      const day = sql<string>`to_char(${vocabularyReviews.reviewedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, value: count() })
        .from(vocabularyReviews)
        .where(and(eq(vocabularyReviews.userId, userId), gte(vocabularyReviews.reviewedAt, since)))
        .groupBy(BY_FIRST_COLUMN);
      return rows.map((r) => ({ day: r.day, value: int(r.value) }));
    },

    /** Conversation seconds per local calendar day since `since`. */
    async practiceByDay(userId: string, since: Date, timeZone: string) {
      const day = sql<string>`to_char(${conversations.timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, value: sql<number>`coalesce(sum(${conversations.duration}), 0)` })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), gte(conversations.timestamp, since)))
        .groupBy(BY_FIRST_COLUMN);
      return rows.map((r) => ({ day: r.day, value: int(r.value) }));
    },

    /** The latest assessment of any kind, the latest full one, and how many there are. */
    async assessments(userId: string) {
      const a = assessmentResults;
      const latestOf = (onlyFull: boolean) =>
        db
          .select({
            overallLevel: a.overallLevel,
            confidence: a.confidence,
            completedAt: a.completedAt,
            scoring: a.scoring,
          })
          .from(a)
          .where(onlyFull ? and(eq(a.userId, userId), eq(a.isQuickAssessment, false)) : eq(a.userId, userId))
          .orderBy(desc(a.completedAt))
          .limit(1);
      const [[latest], [latestFull], [total]] = await Promise.all([
        latestOf(false),
        latestOf(true),
        db.select({ n: count() }).from(a).where(eq(a.userId, userId)),
      ]);
      return { latest, latestFull, total: int(total?.n) };
    },

    /** Active lessons (the fields the unlocking rules need) and the learner's completed ids. */
    async lessonState(userId: string) {
      const [all, done] = await Promise.all([
        db
          .select({
            id: lessons.id,
            title: lessons.title,
            esTitle: sql<string | null>`${lessons.es}->>'title'`,
            level: lessons.level,
            order: lessons.order,
            prerequisites: lessons.prerequisites,
            isActive: lessons.isActive,
          })
          .from(lessons)
          .where(eq(lessons.isActive, true)),
        db
          .select({ lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(eq(lessonProgress.userId, userId)),
      ]);
      return { lessons: all, completedIds: done.map((d) => d.lessonId) };
    },

    /**
     * Writes the user document's counters back when they drifted (spec doc 1 §3 users), only if
     * the row is still at `version`; returns the row's new version, or null when it had moved on.
     */
    async syncCounters(
      userId: string,
      version: string,
      counters: { wordsLearned: number; vocabularyReviewsDue: number; lessonsCompleted: number },
    ): Promise<string | null> {
      const [row] = await db
        .update(users)
        .set(counters)
        .where(and(eq(users.uid, userId), sql`${users}.xmin::text = ${version}`))
        .returning({ version: sql<string>`${users}.xmin::text` });
      return row?.version ?? null;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
